jsonFlickrFeed({
    "title": "Uploads from Ollie\'s bike rides",
    "link": "https:\/\/www.flickr.com\/photos\/ollie\/",
    "description": "",
    "modified": "2024-03-09T18:00:00Z",
    "generator": "https:\/\/www.flickr.com",
    "items": [
        {
            "title": "Harbour at dawn",
            "link": "https:\/\/www.flickr.com\/photos\/ollie\/1001\/",
            "media": {"m": "https:\/\/live.staticflickr.com\/65535\/1001_a1_m.jpg"},
            "date_taken": "2024-03-08T06:12:44-08:00",
            "description": " <p>Ollie\'s first ride of spring<\/p> ",
            "published": "2024-03-09T17:42:05Z",
            "author": "nobody@flickr.com (\"ollie\")",
            "tags": "harbour dawn  boats"
        },
        {
            "title": "Lighthouse",
            "link": "https:\/\/www.flickr.com\/photos\/ollie\/1002\/",
            "media": {"m": "https:\/\/live.staticflickr.com\/65535\/1002_b2_m.jpg"},
            "date_taken": "2024-03-07T20:58:10+01:00",
            "description": "",
            "published": "2024-03-07T21:05:00+01:00",
            "author": "nobody@flickr.com (\"ollie\")",
            "tags": ""
        }
    ]
})
