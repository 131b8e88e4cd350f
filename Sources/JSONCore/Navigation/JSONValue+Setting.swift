// Changing a `var JSONValue` in place: through the same subscripts that read it
// (`value["a"]["b"] = 1`, `value["items"].append(2)`), and with a throwing `set(_:at:)` for
// code that wants to hear about a path that cannot be set.

extension JSONValue {
    /// Sets the value at `path` inside this one, making the objects and arrays the path goes
    /// through where they are missing.
    ///
    /// ```swift
    /// var value: JSONValue = ["user": ["name": "Ada"]]
    /// try value.set(36, at: ["user", "age"])
    /// try value.set("x", at: ["tags", 0])          // makes "tags": ["x"]
    /// ```
    ///
    /// A missing key, or `null`, is made an object (or, for an index, an array, where the index
    /// is 0). An index may replace an element or, at the array's count, append one.
    ///
    /// - Throws: ``JSONAccessError`` at the step that cannot be taken: a key in something that
    ///   is not an object, an index in something that is not an array (``JSONAccessError/Kind/typeMismatch``),
    ///   or an index past the end of an array (``JSONAccessError/Kind/indexOutOfRange``). The
    ///   value is then unchanged.
    public mutating func set(_ newValue: JSONValue, at path: JSONPath) throws(JSONAccessError) {
        try set(newValue, at: path.components[...], from: JSONPath())
    }

    private mutating func set(_ newValue: JSONValue, at steps: ArraySlice<JSONPath.Component>, from path: JSONPath) throws(JSONAccessError) {
        guard let step = steps.first else {
            self = newValue
            return
        }
        let rest = steps.dropFirst()
        switch (self, step) {
        case (.object(var object), .key(let key)):
            // Taken out first, so that the member is changed in place, not copied.
            self = .null
            var member = object.removeValueKeepingPosition(forKey: key) ?? .null
            defer {
                object[key] = member
                self = .object(object)
            }
            try member.set(newValue, at: rest, from: path.appending(step))
        case (.null, .key(let key)):
            var member = JSONValue.null
            try member.set(newValue, at: rest, from: path.appending(step))
            self = .object([key: member])
        case (.array(var elements), .index(let index)) where index >= 0 && index <= elements.count:
            self = .null
            var element = index < elements.count ? elements[index] : .null
            if index < elements.count { elements[index] = .null }
            defer {
                if index < elements.count { elements[index] = element } else { elements.append(element) }
                self = .array(elements)
            }
            try element.set(newValue, at: rest, from: path.appending(step))
        case (.array(let elements), .index(let index)):
            throw .indexOutOfRange(index, count: elements.count, path: path.appending(step))
        case (.null, .index(0)):
            var element = JSONValue.null
            try element.set(newValue, at: rest, from: path.appending(step))
            self = .array([element])
        case (.null, .index(let index)):
            throw .indexOutOfRange(index, count: 0, path: path.appending(step))
        case (_, .key(let key)):
            throw .typeMismatch(expected: "an object to set key \(JSONAccessError.quoted(key))", found: self, path: path)
        case (_, .index(let index)):
            throw .typeMismatch(expected: "an array to set index \(index)", found: self, path: path)
        }
    }

    /// Appends `element` to this array; `null` becomes a one-element array.
    ///
    /// ```swift
    /// var tags: JSONValue = ["a"]
    /// try tags.append("b")   // ["a", "b"]
    /// ```
    ///
    /// - Throws: ``JSONAccessError`` (a type mismatch) when the value is neither an array nor
    ///   `null`; the value is then unchanged.
    public mutating func append(_ element: JSONValue) throws(JSONAccessError) {
        switch self {
        case .array(var elements):
            self = .null
            elements.append(element)
            self = .array(elements)
        case .null:
            self = .array([element])
        default:
            throw .typeMismatch(expected: "an array to append to", found: self, path: JSONPath())
        }
    }
}

extension JSONObject {
    /// Takes the value of `key` out, leaving `null` in its place (so the key keeps its
    /// position), for changing it in place; nil when there is no such key.
    mutating func removeValueKeepingPosition(forKey key: String) -> JSONValue? {
        guard let value = self[key] else { return nil }
        self[key] = .null
        return value
    }
}

// MARK: - Through the subscripts
//
// A chain like `value["a"]["b"].append(x)` reads `value["a"]` into a lookup, changes it, and
// writes it back. The lookup is given the member itself, moved out of its parent (which holds
// `null` there meanwhile), so that the change is made in place rather than on a copy.

extension JSONValue {
    /// Looks up `key` in this object; never traps. Setting it sets the member, making this
    /// value an object first when it is `null`.
    ///
    /// ```swift
    /// var value: JSONValue = [:]
    /// value["user"]["name"] = "Ada"          // {"user":{"name":"Ada"}}
    /// value["user"]["tags"].append("math")   // {"user":{"name":"Ada","tags":["math"]}}
    /// ```
    ///
    /// Setting never traps either: where the path cannot be set (a key in a string, an index
    /// past an array's end, a lookup that failed for such a reason), nothing changes. Use
    /// ``set(_:at:)`` to have that thrown as an error.
    public subscript(key: String) -> JSONLookup {
        get { lookUp(key: key, at: JSONPath()) }
        set { if let member = newValue.value { try? set(member, at: [.key(key)]) } }
        _modify {
            var lookup = takeLookup(.key(key), at: JSONPath())
            defer { putBack(lookup, at: .key(key)) }
            yield &lookup
        }
    }

    /// Looks up `index` in this array; never traps. Setting it replaces the element, or at the
    /// array's count appends one; see the subscript that takes a key (`value["name"]`).
    public subscript(index: Int) -> JSONLookup {
        get { lookUp(index: index, at: JSONPath()) }
        set { if let element = newValue.value { try? set(element, at: [.index(index)]) } }
        _modify {
            var lookup = takeLookup(.index(index), at: JSONPath())
            defer { putBack(lookup, at: .index(index)) }
            yield &lookup
        }
    }

    /// A lookup of `step` holding the member itself, moved out of this value (which holds
    /// `null` in its place until ``putBack(_:at:)``); `path` is this value's own.
    mutating func takeLookup(_ step: JSONPath.Component, at path: JSONPath) -> JSONLookup {
        switch (self, step) {
        case (.object(var object), .key(let key)):
            self = .null
            defer { self = .object(object) }
            guard let member = object.removeValueKeepingPosition(forKey: key) else { return lookUp(key: key, at: path, in: object) }
            return JSONLookup(found: member, path: path.appending(step))
        case (.array(var elements), .index(let index)) where elements.indices.contains(index):
            self = .null
            defer { self = .array(elements) }
            let element = elements[index]
            elements[index] = .null
            return JSONLookup(found: element, path: path.appending(step))
        case (_, .key(let key)):
            return lookUp(key: key, at: path)
        case (_, .index(let index)):
            return lookUp(index: index, at: path)
        }
    }

    /// Puts what a lookup from ``takeLookup(_:at:)`` holds back at `step`: its value, changed or
    /// not. A lookup that found nothing and was not set through changes nothing.
    mutating func putBack(_ lookup: JSONLookup, at step: JSONPath.Component) {
        guard let value = lookup.value else { return }
        try? set(value, at: [step])
    }

    private func lookUp(key: String, at path: JSONPath, in object: JSONObject) -> JSONLookup {
        let next = path.appending(.key(key))
        return JSONLookup(failure: .keyNotFound(key, in: object, path: next), path: next)
    }
}

extension JSONLookup {
    /// Moves the value this lookup stands for out of it, for changing it in place: the value
    /// found, or `null` where the lookup found nothing because a key or an element is missing
    /// (so that setting through it makes the objects and arrays on the way). Nil, and nothing
    /// taken, after any other failure. ``restore(_:taken:)`` puts it back.
    private mutating func takeBase() -> (base: JSONValue, wasFound: Bool)? {
        switch outcome {
        case .found(let value):
            outcome = .failed(JSONAccessError(.keyNotFound, path: path, message: "being changed"))
            return (value, true)
        case .failed(let error) where error.kind == .keyNotFound || error.kind == .indexOutOfRange:
            return (.null, false)
        case .failed:
            return nil
        }
    }

    /// Puts back a value from ``takeBase()``: changed, it is found now; unchanged from
    /// nothing, the lookup stays the failure it was.
    private mutating func restore(_ base: JSONValue, taken: (base: JSONValue, wasFound: Bool), changed: Bool) {
        if changed || taken.wasFound { outcome = .found(base) }
    }

    /// Changes the value this lookup stands for with `change`; when that throws (a type clash),
    /// nothing changes.
    private mutating func update(_ change: (inout JSONValue) throws(JSONAccessError) -> Void) {
        guard let taken = takeBase() else { return }
        var base = taken.base
        do {
            try change(&base)
            restore(base, taken: taken, changed: true)
        } catch {
            restore(base, taken: taken, changed: false)
        }
    }

    /// Sets `key` in the object found so far; see the subscript of `JSONValue` that takes a key.
    public subscript(key: String) -> JSONLookup {
        get { lookUp(.key(key)) }
        set { set(newValue, at: .key(key)) }
        _modify {
            var change = beginChange(at: .key(key))
            defer { endChange(&change, at: .key(key)) }
            yield &change.lookup
        }
    }

    /// Sets `index` in the array found so far; see the subscript of `JSONValue` that takes an index.
    public subscript(index: Int) -> JSONLookup {
        get { lookUp(.index(index)) }
        set { set(newValue, at: .index(index)) }
        _modify {
            var change = beginChange(at: .index(index))
            defer { endChange(&change, at: .index(index)) }
            yield &change.lookup
        }
    }

    /// The lookup of `step` in the value found so far.
    private func lookUp(_ step: JSONPath.Component) -> JSONLookup {
        switch (outcome, step) {
        case (.failed(let error), _): return JSONLookup(failure: error, path: path.appending(step))
        case (.found(let value), .key(let key)): return value.lookUp(key: key, at: path)
        case (.found(let value), .index(let index)): return value.lookUp(index: index, at: path)
        }
    }

    /// Sets what `newValue` found at `step`; nothing changes where that cannot be done.
    private mutating func set(_ newValue: JSONLookup, at step: JSONPath.Component) {
        guard let member = newValue.value else { return }
        update { base throws(JSONAccessError) in try base.set(member, at: [step]) }
    }

    /// A change through a subscript chain under way: the lookup of a step handed out, holding
    /// its member moved out of the value this lookup stands for (also moved out, as `base`).
    private struct Change {
        var lookup: JSONLookup
        var taken: (base: JSONValue, wasFound: Bool)?
        var base: JSONValue
    }

    private mutating func beginChange(at step: JSONPath.Component) -> Change {
        guard let taken = takeBase() else { return Change(lookup: lookUp(step), taken: nil, base: .null) }
        var base = taken.base
        let lookup = base.takeLookup(step, at: path)
        return Change(lookup: lookup, taken: taken, base: base)
    }

    private mutating func endChange(_ change: inout Change, at step: JSONPath.Component) {
        guard let taken = change.taken else { return }
        let changed = change.lookup.value != nil && !taken.wasFound
        change.base.putBack(change.lookup, at: step)
        restore(change.base, taken: taken, changed: changed)
    }

    /// Replaces the value this lookup stands for, when set through a subscript chain:
    /// `value["user"]["name"].set(name)` where `name` is a ``JSONValue``. (A literal can be
    /// assigned directly, `value["user"]["name"] = "Ada"`, and so can a value wrapped as a
    /// lookup, `value["user"] = .value(user)`.)
    public mutating func set(_ newValue: JSONValue) {
        update { base throws(JSONAccessError) in base = newValue }
    }

    /// Appends `element` to the array found, making one where the lookup found `null` or
    /// nothing (a missing key); nothing changes when something else was found.
    ///
    /// ```swift
    /// value["items"].append(["id": 3])
    /// ```
    public mutating func append(_ element: JSONValue) {
        update { base throws(JSONAccessError) in try base.append(element) }
    }

    /// The value found as JSON text, or nil when the lookup failed.
    ///
    /// ```swift
    /// value["user"].jsonString()   // {"name":"Ada"}
    /// ```
    public func jsonString(options: JSONWriteOptions = .compact) -> String? {
        value?.jsonString(options: options)
    }
}

// A literal where a lookup is expected is a value found: `value["a"] = 1`.
extension JSONLookup: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A lookup that found `value`, for assigning through subscripts.
    ///
    /// ```swift
    /// value["user"] = JSONLookup(other)
    /// ```
    public init(_ value: JSONValue) { self.init(found: value, path: JSONPath()) }

    /// A lookup that found `value`: `value["user"] = .value(other)`.
    public static func value(_ value: JSONValue) -> JSONLookup { JSONLookup(value) }
    /// A lookup that found the string: `value["name"] = .string(name)`.
    public static func string(_ string: String) -> JSONLookup { JSONLookup(.string(string)) }
    /// A lookup that found the number: `value["count"] = .number(JSONNumber(count))`.
    public static func number(_ number: JSONNumber) -> JSONLookup { JSONLookup(.number(number)) }
    /// A lookup that found the Boolean.
    public static func bool(_ flag: Bool) -> JSONLookup { JSONLookup(.bool(flag)) }
    /// A lookup that found the array: `value["tags"] = .array(tags)`.
    public static func array(_ elements: [JSONValue]) -> JSONLookup { JSONLookup(.array(elements)) }
    /// A lookup that found the object: `value["user"] = .object(["name": "Ada"])`.
    public static func object(_ object: JSONObject) -> JSONLookup { JSONLookup(.object(object)) }

    public init(nilLiteral: ()) { self.init(.null) }
    public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
    public init(integerLiteral value: Int64) { self.init(.number(JSONNumber(integerLiteral: value))) }
    public init(floatLiteral value: Double) { self.init(.number(JSONNumber(floatLiteral: value))) }
    public init(stringLiteral value: String) { self.init(.string(value)) }
    public init(arrayLiteral elements: JSONValue...) { self.init(.array(elements)) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(.object(JSONObject(elements))) }
}
