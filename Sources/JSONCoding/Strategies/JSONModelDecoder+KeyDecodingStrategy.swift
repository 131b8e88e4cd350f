extension JSONModelDecoder {
    /// How the keys in the input are matched to coding keys (a type's property names).
    ///
    /// ```swift
    /// decoder.keyDecodingStrategy = .fuzzy     // "user_name", "UserName", "user-name" → userName
    /// ```
    public enum KeyDecodingStrategy: Sendable {
        /// A key matches when it is exactly the coding key's string.
        case useDefaultKeys
        /// Each key is converted from snake_case to camelCase, exactly as `JSONDecoder` does
        /// (`user_name` → `userName`, `_id` stays `_id`), then matched exactly.
        case convertFromSnakeCase
        /// A key matches a coding key when they are equal ignoring case, `_` and `-`; an exact
        /// match always wins, and among several inexact ones the first in the input wins.
        /// This reads back every key style the encoder writes, acronyms included.
        case fuzzy
        /// Each key is converted by the function, which gets the coding path with the key last.
        case custom(@Sendable ([any CodingKey]) -> any CodingKey)
    }
}
