extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `let value: JSONValue = nil` is `null`.
    public init(nilLiteral: ()) { self = .null }

    /// `let value: JSONValue = true`
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// `let value: JSONValue = 42`
    public init(integerLiteral value: Int64) { self = .number(JSONNumber(integerLiteral: value)) }

    /// `let value: JSONValue = 2.5`
    public init(floatLiteral value: Double) { self = .number(JSONNumber(floatLiteral: value)) }

    /// `let value: JSONValue = "text"`
    public init(stringLiteral value: String) { self = .string(value) }

    /// `let value: JSONValue = [1, "two", nil]`
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// `let value: JSONValue = ["name": "Ada", "tags": ["math"]]`; a repeated key keeps the last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
}
