// canada.json as @JSONModel types: the shapes and keys of CorpusModels' Canada.

public import JSONModel

/// The top-level object of canada.json: a GeoJSON feature collection.
///
/// ```swift
/// let canada = try CanadaModel(json: data)
/// let firstPoint = canada.features[0].geometry.coordinates[0][0]  // [longitude, latitude]
/// ```
@JSONModel
public struct CanadaModel: Equatable, Sendable {
    /// `FeatureCollection`.
    public var type: String
    /// The features; canada.json has one, the country.
    public var features: [FeatureModel]

    /// A shape with a name.
    @JSONModel
    public struct FeatureModel: Equatable, Sendable {
        /// `Feature`.
        public var type: String
        /// What the shape is.
        public var properties: PropertiesModel
        /// The shape.
        public var geometry: GeometryModel
    }

    /// The properties of a feature.
    @JSONModel
    public struct PropertiesModel: Equatable, Sendable {
        /// The feature's name.
        public var name: String
    }

    /// A GeoJSON polygon: rings of points.
    @JSONModel
    public struct GeometryModel: Equatable, Sendable {
        /// `Polygon`.
        public var type: String
        /// Rings of `[longitude, latitude]` pairs; each ring ends where it starts.
        public var coordinates: [[[Double]]]
    }
}
