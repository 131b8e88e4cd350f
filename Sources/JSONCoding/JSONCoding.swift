// JSONCoding: Codable for JSON, on top of JSONCore's scanner and writer.
//
// `import JSONCoding` brings JSONCore's types (JSONValue, JSONParseOptions, JSONSyntaxError, …)
// with it, so one import is enough.

@_exported public import JSONCore
