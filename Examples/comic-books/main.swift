// comic-books: Monkey's examples with @JSONModel types. Root keys in every form (the type's
// name, a named key, a single key, none; the plural for arrays), keys in any case, unix
// timestamps, keys named `class` and `description`, nested models, and what a broken file says.
//
//     swift run comic-books

import Foundation
import JSONModel

/// A comic book: a required id and title, a flag that defaults to true, optional notes.
@JSONModel
struct ComicBook {
    var id: Int
    var title: String
    var isNew = true
    var optionalNotes: String?
}

/// A store whose JSON keys are `class` and `description`.
@JSONModel
struct ComicBookStore {
    @JSONKey("class") var storeClass: String
    @JSONKey("description") var storeDescription: String
}

/// A reader with two nested comic books.
@JSONModel
struct ComicBookNerd {
    var comicBook: ComicBook
    var favoriteComicBook: ComicBook
}

/// A release date sent as a unix timestamp.
@JSONModel
struct PointInTime {
    @JSONTransform(UnixSeconds()) var date: Date
}

/// A decoder that unwraps the root key `root` says.
func decoder(_ root: JSONModelDecoder.RootKey) -> JSONModelDecoder {
    let decoder = JSONModelDecoder()
    decoder.rootKey = root
    return decoder
}

func describe(_ book: ComicBook) -> String {
    "#\(book.id) \"\(book.title)\"\(book.isNew ? ", new" : "")\(book.optionalNotes.map { " (\($0))" } ?? "")"
}

/// The example, start to end.
func run() throws {
    print("One comic book")
    let byTypeName = try Bundle.module.decode(ComicBook.self, fromResource: "comic_book.json", decoder: decoder(.automatic))
    print("  under its type's name, comic_book: \(describe(byTypeName))")
    let byKey = try Bundle.module.decode(ComicBook.self, fromResource: "main_object.json", decoder: decoder(.key("main_object")))
    print("  under a named key, main_object: \(describe(byKey))")
    let bySingleKey = try Bundle.module.decode(ComicBook.self, fromResource: "single_key.json", decoder: decoder(.automatic))
    print("  under the only key: \(describe(bySingleKey))")
    let withoutRootKey = try Bundle.module.decode(ComicBook.self, fromResource: "no_root_key.json", decoder: decoder(.automatic))
    print("  with no root key, keys in any case: \(describe(withoutRootKey))")

    print("Arrays of comic books")
    let plural = try Bundle.module.decode([ComicBook].self, fromResource: "comic_books.json", decoder: decoder(.automatic))
    print("  under the plural, comic_books: " + plural.map(describe).joined(separator: "; "))
    let named = try Bundle.module.decode([ComicBook].self, fromResource: "my_comic_books.json", decoder: decoder(.key("my_comic_books")))
    print("  under a named key, my_comic_books: " + named.map(describe).joined(separator: "; "))

    print("Other mappings")
    let store = try Bundle.module.decode(ComicBookStore.self, fromResource: "comic_book_store.json", decoder: decoder(.automatic))
    print("  class and description: \(store.storeClass); \(store.storeDescription)")
    print("  written back: \(try store.jsonString())")
    let nerd = try Bundle.module.decode(ComicBookNerd.self, fromResource: "comic_book_nerd.json", decoder: decoder(.automatic))
    print("  nested: reads \(describe(nerd.comicBook)), likes \(describe(nerd.favoriteComicBook)) best")
    let release = try Bundle.module.decode(PointInTime.self, fromResource: "release.json", decoder: decoder(.automatic))
    print("  a unix timestamp: \(try ISO8601Date().encode(release.date)), written back as \(try release.jsonString())")
    print("  a model as JSON: \(try byTypeName.jsonString())")

    print("A broken file")
    do {
        _ = try Bundle.module.decode(ComicBookNerd.self, fromResource: "broken_nerd.json", decoder: decoder(.automatic))
    } catch {
        print(error)
    }
}

do {
    try run()
} catch {
    print("error: \(error)")
    exit(1)
}
