// canada.json: Canada's outline as a GeoJSON feature collection, almost all of it
// longitude–latitude pairs. The file's keys are single words, so no `CodingKeys` are needed.

/// The top-level object of canada.json: a GeoJSON feature collection.
///
/// ```swift
/// let canada = try JSONDecoder().decode(Canada.self, from: data)
/// let firstPoint = canada.features[0].geometry.coordinates[0][0]  // [longitude, latitude]
/// ```
public struct Canada: Codable, Equatable, Sendable {
    /// `FeatureCollection`.
    public var type: String
    /// The features; canada.json has one, the country.
    public var features: [Feature]

    /// A shape with a name.
    public struct Feature: Codable, Equatable, Sendable {
        /// `Feature`.
        public var type: String
        /// What the shape is.
        public var properties: Properties
        /// The shape.
        public var geometry: Geometry
    }

    /// The properties of a feature.
    public struct Properties: Codable, Equatable, Sendable {
        /// The feature's name.
        public var name: String
    }

    /// A GeoJSON polygon: rings of points.
    public struct Geometry: Codable, Equatable, Sendable {
        /// `Polygon`.
        public var type: String
        /// Rings of `[longitude, latitude]` pairs; each ring ends where it starts.
        public var coordinates: [[[Double]]]
    }
}
