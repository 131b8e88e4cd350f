// Reading values from the tape: scalars straight (strings, numbers, Booleans, and the types
// the strategies shape: dates, data, URLs, decimals, with lenient coercion where it is allowed),
// and values of any type by their plan or their `init(from:)`.

import Foundation

extension TapeDecoder {
    // MARK: - Strings

    /// The text of the string at `index`; nil when the value is not a string.
    @inline(__always)
    func plainString(at index: Int) -> String? {
        let entry = entries[index]
        return entry.kind == .string ? string(entry) : nil
    }

    func decodeString(at index: Int, parent: @autoclosure () -> PathNode, _ component: @autoclosure () -> PathComponent) throws -> String {
        let entry = entries[index]
        if entry.kind == .string { return string(entry) }
        if coercesLeniently && entry.kind == .number {
            let text = String(decoding: rawNumber(entry), as: UTF8.self)
            recordCoercion(at: index, parent: parent(), component(), to: String.self)
            return text
        }
        throw typeMismatch(String.self, at: index, path: parent().codingPath(appending: component()))
    }

    // MARK: - Booleans

    func decodeBool(at index: Int, parent: @autoclosure () -> PathNode, _ component: @autoclosure () -> PathComponent) throws -> Bool {
        let entry = entries[index]
        switch entry.kind {
        case .true: return true
        case .false: return false
        case .number where coercesLeniently && !(entry.isJSON5 && isNonFinite(entry)):
            // JSON5's Infinity and NaN are no 0 or 1: they stay a type mismatch.
            let number = number(entry)
            if number == 1 || number == 0 {
                recordCoercion(at: index, parent: parent(), component(), to: Bool.self)
                return number == 1
            }
        case .string where coercesLeniently && !entry.hasEscapes:
            let raw = rawString(entry)
            if raw.elementsEqual("true".utf8) || raw.elementsEqual("1".utf8) {
                recordCoercion(at: index, parent: parent(), component(), to: Bool.self)
                return true
            }
            if raw.elementsEqual("false".utf8) || raw.elementsEqual("0".utf8) {
                recordCoercion(at: index, parent: parent(), component(), to: Bool.self)
                return false
            }
        default:
            break
        }
        throw typeMismatch(Bool.self, at: index, path: parent().codingPath(appending: component()))
    }

    // MARK: - Numbers

    /// The integer the scanner read for the number at `index`, when there is one and `T` holds
    /// it; nil for anything else (which ``decodeInteger(_:at:parent:_:)`` reads or refuses).
    @inline(__always)
    func scannedInteger<T: FixedWidthInteger>(_ type: T.Type, at index: Int) -> T? {
        let entry = entries[index]
        guard entry.kind == .number && entry.hasValue && entry.isInteger else { return nil }
        // At most 19 digits: the magnitude fits UInt64.
        let magnitude = entry.payload
        if !entry.isNegative { return T(exactly: magnitude) }
        guard magnitude <= UInt64(Int64.max) &+ 1 else { return nil }
        return T(exactly: Int64(truncatingIfNeeded: 0 &- magnitude))
    }

    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type, at index: Int, parent: @autoclosure () -> PathNode, _ component: @autoclosure () -> PathComponent) throws -> T {
        if let value = scannedInteger(T.self, at: index) { return value }
        let entry = entries[index]
        if entry.kind == .number {
            if entry.hasValue && entry.isInteger {
                // A magnitude the scanner read that `T` cannot hold.
                throw numberDoesNotFit(T.self, at: index, path: parent().codingPath(appending: component()))
            }
            if entry.isJSON5 && isNonFinite(entry) {
                throw numberDoesNotFit(T.self, at: index, path: parent().codingPath(appending: component()))
            }
            if entry.isInteger && entry.numberLength <= 18 && !entry.isJSON5 {
                // Up to 18 digits (17 and a sign) always fit Int64: no overflow checks while reading.
                let value = smallInteger(rawNumber(entry))
                if let exact = T(exactly: value) { return exact }
            } else if let exact = number(entry).exactly(T.self) {
                return exact
            } else if options.refusesUnderflow && number(entry).double == 0 {
                // As JSONDecoder: an integer written with a fraction or an exponent is read
                // through Double, where a value too small for Double (`1e-400`) is 0.
                return 0
            }
            throw numberDoesNotFit(T.self, at: index, path: parent().codingPath(appending: component()))
        }
        if coercesLeniently && entry.kind == .string, let number = numberInString(entry) {
            guard let exact = number.exactly(T.self) else {
                throw numberDoesNotFit(T.self, at: index, path: parent().codingPath(appending: component()))
            }
            recordCoercion(at: index, parent: parent(), component(), to: T.self)
            return exact
        }
        throw typeMismatch(T.self, at: index, path: parent().codingPath(appending: component()))
    }

    /// The value of validated integer text of at most 18 characters.
    @inline(__always)
    private func smallInteger(_ text: UnsafeRawBufferPointer) -> Int64 {
        var position = 0
        let negative = text[0] == UInt8(ascii: "-")
        if negative { position = 1 }
        var value: Int64 = 0
        while position < text.count {
            value = value &* 10 &+ Int64(text[position] &- UInt8(ascii: "0"))
            position &+= 1
        }
        return negative ? -value : value
    }

    /// The `Double` the scanner read for the number at `index`, when that is the whole answer
    /// for a `Double`: a number with a fraction or an exponent whose value is finite and not
    /// zero (a zero may be an underflow, which some options refuse). Nil for anything else.
    @inline(__always)
    func scannedDouble(at index: Int) -> Double? {
        let entry = entries[index]
        guard entry.hasDoubleValue, entry.payload << 1 != 0 else { return nil }
        return Double(bitPattern: entry.payload)
    }

    func decodeFloatingPoint<T: BinaryFloatingPoint>(_ type: T.Type, at index: Int, parent: @autoclosure () -> PathNode, _ component: @autoclosure () -> PathComponent) throws -> T {
        if T.self == Double.self, let double = scannedDouble(at: index) { return T(double) }
        let entry = entries[index]
        if entry.kind == .number {
            if entry.isJSON5 {
                if let nonFinite = nonFiniteValue(entry) { return T(nonFinite) }
                guard let double = number(entry).double, T(double).isFinite else {
                    throw numberDoesNotFit(T.self, at: index, path: parent().codingPath(appending: component()))
                }
                return T(double)
            }
            if T.self == Float.self {
                // Straight from the text: through Double, a value near a Float halfway point could round twice.
                guard let float = Float(String(decoding: rawNumber(entry), as: UTF8.self)), float.isFinite else {
                    throw numberDoesNotFit(T.self, at: index, path: parent().codingPath(appending: component()))
                }
                if float == 0 && options.refusesUnderflow { try refuseUnderflow(T.self, at: index, parent: parent(), component()) }
                return T(float)
            }
            let double: Double
            if entry.hasValue {
                // The scanner read it: an integer's magnitude, or the Double itself.
                if entry.isInteger {
                    double = entry.isNegative ? -Double(entry.payload) : Double(entry.payload)
                } else {
                    double = Double(bitPattern: entry.payload)
                }
            } else {
                // Straight from the text the scanner checked: no `JSONNumber` in between.
                guard let parsed = jsonNumberToDouble(rawNumber(entry), readable: input.count - entry.offset) else {
                    throw numberDoesNotFit(T.self, at: index, path: parent().codingPath(appending: component()))
                }
                double = parsed
            }
            let value = T(double)
            guard value.isFinite else {
                throw numberDoesNotFit(T.self, at: index, path: parent().codingPath(appending: component()))
            }
            if value == 0 && options.refusesUnderflow { try refuseUnderflow(T.self, at: index, parent: parent(), component()) }
            return value
        }
        if entry.kind == .string {
            if case .convertFromString(let positiveInfinity, let negativeInfinity, let nan) = options.floatStrategy {
                let text = string(entry)
                if text == positiveInfinity { return T.infinity }
                if text == negativeInfinity { return -T.infinity }
                if text == nan { return T.nan }
            }
            if coercesLeniently, let number = numberInString(entry) {
                guard let double = number.double, T(double).isFinite else {
                    throw numberDoesNotFit(T.self, at: index, path: parent().codingPath(appending: component()))
                }
                recordCoercion(at: index, parent: parent(), component(), to: T.self)
                return T(double)
            }
        }
        throw typeMismatch(T.self, at: index, path: parent().codingPath(appending: component()))
    }

    /// With ``DecodingOptions/refusesUnderflow``: throws when the number at `index`, which read
    /// as zero, is not zero (`1e-400` into `Double`, `1e-50` into `Float`).
    @inline(never)
    private func refuseUnderflow<T>(_ type: T.Type, at index: Int, parent: PathNode, _ component: PathComponent) throws {
        let text = rawNumber(entries[index])
        var position = 0
        while position < text.count && text[position] != UInt8(ascii: "e") && text[position] != UInt8(ascii: "E") {
            let byte = text[position]
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") {
                throw numberDoesNotFit(T.self, at: index, path: parent.codingPath(appending: component), reason: "which is too small to be told from 0")
            }
            position += 1
        }
    }

    /// True for JSON5's `Infinity`, `-Infinity`, `+Infinity` and `NaN`.
    func isNonFinite(_ entry: TapeEntry) -> Bool { nonFiniteValue(entry) != nil }

    /// The value of JSON5's `Infinity` or `NaN` (with a sign), or nil for any other number.
    func nonFiniteValue(_ entry: TapeEntry) -> Double? {
        let text = rawNumber(entry)
        guard let last = text.last, last == UInt8(ascii: "y") || last == UInt8(ascii: "N") else { return nil }
        if last == UInt8(ascii: "N") { return .nan }
        return text.first == UInt8(ascii: "-") ? -.infinity : .infinity
    }

    /// The number a string holds when its whole content is JSON number text (`"42"`, `"-4.5e1"`).
    func numberInString(_ entry: TapeEntry) -> JSONNumber? {
        guard !entry.hasEscapes, entry.length > 0, entry.length <= 400 else { return nil }
        let raw = rawString(entry)
        guard raw[0] == UInt8(ascii: "-") || (raw[0] >= UInt8(ascii: "0") && raw[0] <= UInt8(ascii: "9")) else { return nil }
        return JSONNumber(text: String(decoding: raw, as: UTF8.self))
    }

    func decodeDecimal(at index: Int, parent: @autoclosure () -> PathNode, _ component: @autoclosure () -> PathComponent) throws -> Decimal {
        let entry = entries[index]
        var text: String
        if entry.kind == .number && entry.isJSON5 {
            // JSON5's forms (`0x1F`, `+1`, `.5`) in JSON's terms; Infinity and NaN do not fit.
            guard !isNonFinite(entry) else { throw numberDoesNotFit(Decimal.self, at: index, path: parent().codingPath(appending: component())) }
            text = number(entry).description
        } else if entry.kind == .number {
            text = String(decoding: rawNumber(entry), as: UTF8.self)
        } else if coercesLeniently && entry.kind == .string, numberInString(entry) != nil {
            text = string(entry)
            recordCoercion(at: index, parent: parent(), component(), to: Decimal.self)
        } else {
            throw typeMismatch(Decimal.self, at: index, path: parent().codingPath(appending: component()))
        }
        // Decimal's own parser reads the digits exactly; it needs a POSIX locale for the point.
        guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN else {
            throw numberDoesNotFit(Decimal.self, at: index, path: parent().codingPath(appending: component()))
        }
        text = ""
        return decimal
    }

    // MARK: - Strategies

    func decodeDate(at index: Int, parent: @autoclosure () -> PathNode, _ component: @autoclosure () -> PathComponent) throws -> Date {
        let entry = entries[index]
        switch options.dateStrategy {
        case .deferredToDate:
            return try decodeWithInit(Date.self, at: index, parent: parent(), component: component())
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try decodeFloatingPoint(Double.self, at: index, parent: parent(), component()))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try decodeFloatingPoint(Double.self, at: index, parent: parent(), component()) / 1000)
        case .iso8601:
            return try decodeISO8601(at: index, parent: parent(), component())
        case .formatted(let formatter):
            let text = try decodeString(at: index, parent: parent(), component())
            guard let date = formatter.date(from: text) else {
                throw dataCorrupted(
                    "expected a date in the formatter's format \(quoted(formatter.dateFormat ?? "")), found \(describeValue(at: index))",
                    at: index, path: parent().codingPath(appending: component()))
            }
            return date
        case .format(let format):
            let text = try decodeString(at: index, parent: parent(), component())
            guard let date = try? DateFormat(format).decode(text) else {
                throw dataCorrupted(
                    "expected a date in the format \(quoted(format)), found \(describeValue(at: index))",
                    at: index, path: parent().codingPath(appending: component()))
            }
            return date
        case .custom(let read):
            return try withValue(at: index, parent: parent(), component()) { try read(self) }
        case .automatic:
            if entry.kind == .number {
                let number = try decodeFloatingPoint(Double.self, at: index, parent: parent(), component())
                return timestamp(number, at: index, parent: parent(), component())
            }
            if entry.kind == .string, coercesLeniently, let number = numberInString(entry), let value = number.double {
                recordCoercion(at: index, parent: parent(), component(), to: Date.self)
                return timestamp(value, at: index, parent: parent(), component())
            }
            return try decodeISO8601(at: index, parent: parent(), component())
        }
    }

    /// A unix timestamp under ``JSONModelDecoder/DateDecodingStrategy/automatic``: seconds, or
    /// milliseconds from ``millisecondThreshold`` up (noted in the report).
    private func timestamp(_ number: Double, at index: Int, parent: @autoclosure () -> PathNode, _ component: @autoclosure () -> PathComponent) -> Date {
        guard number.magnitude >= TapeDecoder.millisecondThreshold else { return Date(timeIntervalSince1970: number) }
        let date = Date(timeIntervalSince1970: number / 1000)
        if let report {
            let asSeconds = iso8601Instants.contains(number) ? iso8601String(from: Date(timeIntervalSince1970: number)) : "beyond the year 999999"
            let when = iso8601Instants.contains(number / 1000) ? " (\(iso8601String(from: date, fractionalSeconds: true)))" : ""
            report.add(
                .millisecondTimestamp, path: parent().codingPath(appending: component()),
                message: "read \(describeValue(at: index)) as milliseconds since 1970\(when); as seconds it would be \(asSeconds)")
        }
        return date
    }

    /// The magnitude from which ``JSONModelDecoder/DateDecodingStrategy/automatic`` reads a
    /// number as milliseconds: 10^11, which is 1973-03-03 in milliseconds and the year 5138 in
    /// seconds.
    static let millisecondThreshold = 1e11

    private func decodeISO8601(at index: Int, parent: @autoclosure () -> PathNode, _ component: @autoclosure () -> PathComponent) throws -> Date {
        let entry = entries[index]
        guard entry.kind == .string else {
            throw typeMismatch(Date.self, at: index, path: parent().codingPath(appending: component()))
        }
        let date: Date?
        if entry.hasEscapes {
            date = ISO8601Parser.date(from: string(entry))
        } else {
            date = ISO8601Parser.date(from: rawString(entry))
        }
        guard let date else {
            throw dataCorrupted(
                "expected \(ISO8601Parser.acceptedForms), found \(describeValue(at: index))",
                at: index, path: parent().codingPath(appending: component()))
        }
        return date
    }

    func decodeData(at index: Int, parent: @autoclosure () -> PathNode, _ component: @autoclosure () -> PathComponent) throws -> Data {
        switch options.dataStrategy {
        case .deferredToData:
            return try decodeWithInit(Data.self, at: index, parent: parent(), component: component())
        case .base64:
            let text = try decodeString(at: index, parent: parent(), component())
            guard let data = Data(base64Encoded: text) else {
                throw dataCorrupted(
                    "expected Base64 data, found \(describeValue(at: index))", at: index,
                    path: parent().codingPath(appending: component()))
            }
            return data
        case .custom(let read):
            return try withValue(at: index, parent: parent(), component()) { try read(self) }
        }
    }

    func decodeURL(at index: Int, parent: @autoclosure () -> PathNode, _ component: @autoclosure () -> PathComponent) throws -> URL {
        let text = try decodeString(at: index, parent: parent(), component())
        guard let url = URL(string: text) else {
            throw dataCorrupted(
                "expected a URL, found \(describeValue(at: index))", at: index, path: parent().codingPath(appending: component()))
        }
        // Accepted as JSONDecoder accepts it; a text that `URL` rewrote is said in the report,
        // since encoding the value writes the rewritten text.
        if let report, url.absoluteString != text {
            report.add(
                .rewrittenURL, path: parent().codingPath(appending: component()),
                message: "read \(describeValue(at: index)) as the URL \"\(url.absoluteString)\", which encodes differently")
        }
        return url
    }

    // MARK: - Report

    /// Notes a lenient conversion in the report, when one is being made.
    func recordCoercion(at index: Int, parent: @autoclosure () -> PathNode, _ component: @autoclosure () -> PathComponent, to type: Any.Type) {
        guard let report else { return }
        report.add(
            .coercedValue, path: parent().codingPath(appending: component()),
            message: "read \(describeValue(at: index)) as \(typeName(type))")
    }

    /// Runs `body` with this decoder standing at the value at `index`.
    @inline(__always)
    func withValue<R>(at index: Int, parent: PathNode, _ component: consuming PathComponent, _ body: () throws -> R) throws -> R {
        let savedCurrent = current
        // The value's node: its parent's when it has no step of its own, else the node kept for
        // its depth (see `scopedNode`), which the decoder holds for as long as it decodes.
        let node = scopedNode(parent, consume component)
        // A type's `init(from:)` decodes what it holds through here again, one level deeper.
        if node.depth >= ThreadStack.checkedDepth { try requireStackRoom(at: index, node: node) }
        // The node is put in the state's place for it, and the one there put back after, as
        // plain references: the reference the place owns stays with the node taken out (and is
        // owned by it again when it is back), and the node put in is held by its parent's
        // caller or by the decoder, so no count needs to change. Nothing assigns the state's
        // node while a value decodes (a decoder made for `superDecoder()` has a state of its own).
        let nodeSlot = UnsafeMutableRawPointer(state.pointer(to: \.node)!)
        let savedNode = nodeSlot.load(as: Unmanaged<PathNode>.self)
        nodeSlot.storeBytes(of: Unmanaged.passUnretained(node), as: Unmanaged<PathNode>.self)
        // Containers handed out while this value decodes are looked at when it is done: one
        // nothing holds any more is free for the next object.
        let mark = containerMark
        current = index
        defer {
            current = savedCurrent
            nodeSlot.storeBytes(of: savedNode, as: Unmanaged<PathNode>.self)
            release(to: mark)
        }
        return try body()
    }
}

extension TapeDecoder {
    /// Throws when the stack has too little room left to decode one more level of nesting:
    /// every level runs a type's `init(from:)` and the decoder's calls around it, from a few
    /// hundred bytes of stack in release builds to several kilobytes in debug builds, and no
    /// fixed depth is safe on every thread (see ``ThreadStack``).
    @inline(never)
    func requireStackRoom(at index: Int, node: PathNode) throws {
        guard !ThreadStack.hasRoom() else { return }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: node.codingPath(),
                debugDescription: "\(ThreadStack.exhaustedMessage(decoding: true)) (\(node.depth) levels deep\(location(of: index)))"))
    }
}

// MARK: - Values of any type

extension TapeDecoder {
    /// Decodes the value at `index` as `T`, with `component` as the last step of its path.
    ///
    /// Types the JSON itself or the strategies know (strings, numbers, dates, URLs, …) are read
    /// straight from the tape; anything else runs its `init(from:)` with this decoder at `index`.
    func decode<T: Decodable>(
        _ type: T.Type, at index: Int, parent: PathNode, component: @autoclosure () -> PathComponent
    ) throws -> T {
        // The commonest scalars first: where `T` is known, as in code specialised for it, these
        // tests are decided when compiling and cost nothing.
        if T.self == Double.self { return unsafeBitCast(try decodeFloatingPoint(Double.self, at: index, parent: parent, component()), to: T.self) }
        if T.self == String.self { return unsafeBitCast(try decodeString(at: index, parent: parent, component()), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try decodeInteger(Int.self, at: index, parent: parent, component()), to: T.self) }
        // One cached answer says what `T` is: most values here are models and arrays, which
        // would otherwise first fail a dozen comparisons with the types read from the tape.
        switch decodingPlan(for: T.self) {
        case .initializer, .model:
            return try decodeWithInit(type, at: index, parent: parent, component: component())
        case .array(let arrayType):
            return try arrayType.decodeArray(from: self, at: index, parent: parent, component: component(), as: T.self)
        case .dictionary(let dictionaryType):
            return try dictionaryType.decodeDictionary(from: self, at: index, parent: parent, component: component(), as: T.self)
        case .string: return unsafeBitCast(try decodeString(at: index, parent: parent, component()), to: T.self)
        case .int: return unsafeBitCast(try decodeInteger(Int.self, at: index, parent: parent, component()), to: T.self)
        case .double: return unsafeBitCast(try decodeFloatingPoint(Double.self, at: index, parent: parent, component()), to: T.self)
        case .bool: return unsafeBitCast(try decodeBool(at: index, parent: parent, component()), to: T.self)
        case .int64: return unsafeBitCast(try decodeInteger(Int64.self, at: index, parent: parent, component()), to: T.self)
        case .uint64: return unsafeBitCast(try decodeInteger(UInt64.self, at: index, parent: parent, component()), to: T.self)
        case .float: return unsafeBitCast(try decodeFloatingPoint(Float.self, at: index, parent: parent, component()), to: T.self)
        case .date: return unsafeBitCast(try decodeDate(at: index, parent: parent, component()), to: T.self)
        case .url: return try decodeURL(at: index, parent: parent, component()) as! T
        case .data: return try decodeData(at: index, parent: parent, component()) as! T
        case .decimal: return try decodeDecimal(at: index, parent: parent, component()) as! T
        case .jsonValue: return try decodeJSONValue(at: index, parent: parent, component: component()) as! T
        }
    }

    /// The value at `index` as a `JSONValue`, built straight from the tape. JSON5's `Infinity`
    /// and `NaN` have no place in one: they are an error here.
    func decodeJSONValue(at index: Int, parent: PathNode, component: PathComponent) throws -> JSONValue {
        if options.parseOptions.allowsJSON5 {
            var position = index
            while position < valueEnd(index) {
                let entry = entries[position]
                if entry.kind == .number && entry.isJSON5 && isNonFinite(entry) {
                    throw dataCorrupted(
                        "expected a number a JSONValue can hold, found \(describeValue(at: position))", at: position,
                        path: parent.codingPath(appending: component))
                }
                position += 1
            }
        }
        noteTopLevelMembersRead(ofObjectAt: index)
        // The first of two equal keys, as everything else this decoder reads: a `JSONValue`
        // beside typed fields (a tagged union's fallback) holds what they were read from.
        var builder = ValueBuilder(input: input, tape: tape)
        builder.keepsFirstDuplicate = true
        return builder.build(from: index)
    }

    /// Runs `T.init(from:)` with this decoder standing at `index`.
    @inline(__always)
    func decodeWithInit<T: Decodable>(_ type: T.Type, at index: Int, parent: PathNode, component: consuming PathComponent) throws -> T {
        try withValue(at: index, parent: parent, consume component) { try type.init(from: self) }
    }
}
