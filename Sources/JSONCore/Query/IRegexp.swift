// I-Regexp (RFC 9485), the regular expressions of JSONPath's match() and search(): parsed
// strictly by the RFC's ABNF, compiled to a Thompson automaton and run over Unicode scalars by
// simulating all of its states at once. Matching takes time linear in the string (times the
// pattern's size) whatever the pattern, so a pattern read from a document cannot make a query
// run for ever, and nothing recurses per character of the string.
//
// `^` and `$` outside a character class match at the start and the end of the string, as they do
// in the RFC's own mappings to ECMAScript and PCRE (§5.3, §5.4) and as the JSONPath compliance
// test suite expects; the ABNF alone would read them as plain characters.

/// A compiled I-Regexp.
struct IRegexp: Sendable {
    private let program: [Instruction]
    private let classes: [ScalarClass]

    /// The most groups nested in one another: parsing and compiling recurse once per group.
    static let maximumNesting = 32
    /// The largest count of a quantifier `{n,m}`.
    static let maximumRepetition = 1000
    /// The most instructions a pattern compiles to; larger patterns are refused.
    static let maximumProgramSize = 20_000

    enum Instruction: Sendable {
        /// Consumes one scalar equal to this one.
        case scalar(UInt32)
        /// Consumes one scalar of `classes[index]`.
        case scalarClass(Int)
        /// Continues at both targets.
        case split(Int, Int)
        case jump(Int)
        case assertStart
        case assertEnd
        case match
    }

    /// Compiles `pattern`; nil when it is not an I-Regexp or exceeds the limits above.
    init?(_ pattern: String) {
        var parser = IRegexpParser(Array(pattern.unicodeScalars))
        guard let node = parser.parse() else { return nil }
        var compiler = IRegexpCompiler()
        guard compiler.emit(node), compiler.append(.match) else { return nil }
        program = compiler.program
        classes = compiler.classes
    }

    /// True when the whole of `string` matches (the `match()` function).
    func matchesWhole(_ string: String) -> Bool { run(string, anchored: true) }

    /// True when some substring of `string` matches (the `search()` function).
    func matchesPart(_ string: String) -> Bool { run(string, anchored: false) }

    private func run(_ string: String, anchored: Bool) -> Bool {
        let scalars = string.unicodeScalars
        var states = StateSet(capacity: program.count)
        var nextStates = StateSet(capacity: program.count)
        var pending: [Int] = []
        var index = scalars.startIndex
        var atStart = true
        var atEnd = index == scalars.endIndex
        addClosure(from: 0, to: &states, atStart: atStart, atEnd: atEnd, pending: &pending)
        while true {
            if states.containsMatch(program) && (!anchored || atEnd) { return true }
            if atEnd || (anchored && states.isEmpty) { return false }
            let scalar = scalars[index].value
            index = scalars.index(after: index)
            atStart = false
            atEnd = index == scalars.endIndex
            nextStates.clear()
            for pc in states.members {
                let consumed: Bool
                switch program[pc] {
                case .scalar(let value): consumed = value == scalar
                case .scalarClass(let classIndex): consumed = classes[classIndex].contains(scalar)
                default: consumed = false
                }
                if consumed { addClosure(from: pc + 1, to: &nextStates, atStart: atStart, atEnd: atEnd, pending: &pending) }
            }
            if !anchored { addClosure(from: 0, to: &nextStates, atStart: atStart, atEnd: atEnd, pending: &pending) }
            swap(&states, &nextStates)
        }
    }

    /// Adds the instructions that consume or match, reachable from `start` without consuming,
    /// to `set`; with a stack (`pending`, empty on entry and exit), not recursion.
    private func addClosure(from start: Int, to set: inout StateSet, atStart: Bool, atEnd: Bool, pending: inout [Int]) {
        pending.append(start)
        while let pc = pending.popLast() {
            guard pc < program.count, set.visit(pc) else { continue }
            switch program[pc] {
            case .jump(let target): pending.append(target)
            case .split(let first, let second):
                pending.append(second)
                pending.append(first)
            case .assertStart: if atStart { pending.append(pc + 1) }
            case .assertEnd: if atEnd { pending.append(pc + 1) }
            case .scalar, .scalarClass, .match: set.members.append(pc)
            }
        }
    }
}

/// The states of the automaton at one position: the consuming and matching instructions
/// reached, and every instruction visited on the way (a generation stamp per instruction).
private struct StateSet {
    var members: [Int] = []
    private var stamps: [UInt32]
    private var generation: UInt32 = 1

    init(capacity: Int) { stamps = Array(repeating: 0, count: capacity) }

    var isEmpty: Bool { members.isEmpty }

    /// Marks `pc` as visited; false when it was already.
    mutating func visit(_ pc: Int) -> Bool {
        if stamps[pc] == generation { return false }
        stamps[pc] = generation
        return true
    }

    mutating func clear() {
        members.removeAll(keepingCapacity: true)
        if generation == .max {
            for index in stamps.indices { stamps[index] = 0 }
            generation = 1
        } else {
            generation += 1
        }
    }

    func containsMatch(_ program: [IRegexp.Instruction]) -> Bool {
        members.contains { if case .match = program[$0] { return true } else { return false } }
    }
}

// MARK: - Character classes

/// A set of Unicode scalars: ranges and general categories, perhaps complemented.
struct ScalarClass: Sendable {
    var ranges: [ClosedRange<UInt32>] = []
    /// General categories, each as a bit mask over ``categoryBit(_:)``, perhaps complemented (`\P{…}`).
    var categories: [(mask: UInt32, complemented: Bool)] = []
    var complemented = false

    func contains(_ value: UInt32) -> Bool {
        var found = ranges.contains { $0.contains(value) }
        if !found && !categories.isEmpty, let scalar = Unicode.Scalar(value) {
            let bit = ScalarClass.categoryBit(scalar.properties.generalCategory)
            found = categories.contains { ($0.mask & bit != 0) != $0.complemented }
        }
        return found != complemented
    }

    /// `.`: any scalar but line feed and carriage return.
    static let dot = ScalarClass(ranges: [0x0A ... 0x0A, 0x0D ... 0x0D], complemented: true)

    static func categoryBit(_ category: Unicode.GeneralCategory) -> UInt32 {
        let position: UInt32
        switch category {
        case .uppercaseLetter: position = 0
        case .lowercaseLetter: position = 1
        case .titlecaseLetter: position = 2
        case .modifierLetter: position = 3
        case .otherLetter: position = 4
        case .nonspacingMark: position = 5
        case .spacingMark: position = 6
        case .enclosingMark: position = 7
        case .decimalNumber: position = 8
        case .letterNumber: position = 9
        case .otherNumber: position = 10
        case .connectorPunctuation: position = 11
        case .dashPunctuation: position = 12
        case .openPunctuation: position = 13
        case .closePunctuation: position = 14
        case .initialPunctuation: position = 15
        case .finalPunctuation: position = 16
        case .otherPunctuation: position = 17
        case .mathSymbol: position = 18
        case .currencySymbol: position = 19
        case .modifierSymbol: position = 20
        case .otherSymbol: position = 21
        case .spaceSeparator: position = 22
        case .lineSeparator: position = 23
        case .paragraphSeparator: position = 24
        case .control: position = 25
        case .format: position = 26
        case .surrogate: position = 27
        case .privateUse: position = 28
        case .unassigned: position = 29
        @unknown default: position = 29
        }
        return 1 << position
    }

    /// The mask of a category name of `\p{…}`: `L`, `Lu`, `Nd`, …; nil for any other name.
    static func categoryMask(_ name: String) -> UInt32? {
        let groups: [String: ClosedRange<UInt32>] = [
            "L": 0 ... 4, "M": 5 ... 7, "N": 8 ... 10, "P": 11 ... 17, "S": 18 ... 21, "Z": 22 ... 24, "C": 25 ... 29,
        ]
        if let range = groups[name] { return range.reduce(0) { $0 | 1 << $1 } }
        let single: [String: UInt32] = [
            "Lu": 0, "Ll": 1, "Lt": 2, "Lm": 3, "Lo": 4, "Mn": 5, "Mc": 6, "Me": 7, "Nd": 8, "Nl": 9, "No": 10,
            "Pc": 11, "Pd": 12, "Ps": 13, "Pe": 14, "Pi": 15, "Pf": 16, "Po": 17, "Sm": 18, "Sc": 19, "Sk": 20,
            "So": 21, "Zs": 22, "Zl": 23, "Zp": 24, "Cc": 25, "Cf": 26, "Co": 28, "Cn": 29,
        ]
        return single[name].map { 1 << $0 }
    }
}

// MARK: - Parsing

/// A parsed I-Regexp.
private indirect enum IRegexpNode {
    case empty
    case scalar(UInt32)
    case scalarClass(ScalarClass)
    case sequence([IRegexpNode])
    case alternatives([IRegexpNode])
    case repetition(IRegexpNode, minimum: Int, maximum: Int?)
    case start
    case end
}

/// The parser of RFC 9485's ABNF; any departure from it makes the pattern invalid (nil).
private struct IRegexpParser {
    let scalars: [Unicode.Scalar]
    var position = 0
    var nesting = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var peek: UInt32? { position < scalars.count ? scalars[position].value : nil }

    func peek(_ distance: Int) -> UInt32? {
        position + distance < scalars.count ? scalars[position + distance].value : nil
    }

    mutating func parse() -> IRegexpNode? {
        guard let node = parseAlternatives(), position == scalars.count else { return nil }
        return node
    }

    private mutating func parseAlternatives() -> IRegexpNode? {
        var branches: [IRegexpNode] = []
        repeat {
            guard let branch = parseBranch() else { return nil }
            branches.append(branch)
        } while skip("|")
        return branches.count == 1 ? branches[0] : .alternatives(branches)
    }

    private mutating func parseBranch() -> IRegexpNode? {
        var pieces: [IRegexpNode] = []
        while let next = peek, next != ascii("|"), next != ascii(")") {
            guard let piece = parsePiece() else { return nil }
            pieces.append(piece)
        }
        return pieces.isEmpty ? .empty : pieces.count == 1 ? pieces[0] : .sequence(pieces)
    }

    private mutating func parsePiece() -> IRegexpNode? {
        guard let atom = parseAtom() else { return nil }
        switch peek {
        case ascii("*"):
            position += 1
            return .repetition(atom, minimum: 0, maximum: nil)
        case ascii("+"):
            position += 1
            return .repetition(atom, minimum: 1, maximum: nil)
        case ascii("?"):
            position += 1
            return .repetition(atom, minimum: 0, maximum: 1)
        case ascii("{"):
            position += 1
            guard let minimum = readCount() else { return nil }
            var maximum: Int? = minimum
            if skip(",") {
                if peek == ascii("}") {
                    maximum = nil
                } else {
                    guard let bound = readCount(), bound >= minimum else { return nil }
                    maximum = bound
                }
            }
            guard skip("}") else { return nil }
            return .repetition(atom, minimum: minimum, maximum: maximum)
        default:
            return atom
        }
    }

    /// Digits of a quantifier, at most ``IRegexp/maximumRepetition``.
    private mutating func readCount() -> Int? {
        var value = 0
        var digits = 0
        while let next = peek, next >= ascii("0"), next <= ascii("9") {
            value = min(value * 10 + Int(next - ascii("0")), IRegexp.maximumRepetition + 1)
            digits += 1
            position += 1
        }
        guard digits > 0, value <= IRegexp.maximumRepetition else { return nil }
        return value
    }

    private mutating func parseAtom() -> IRegexpNode? {
        guard let next = peek else { return nil }
        switch next {
        case ascii("("):
            position += 1
            nesting += 1
            guard nesting <= IRegexp.maximumNesting, let inner = parseAlternatives(), skip(")") else { return nil }
            nesting -= 1
            return inner
        case ascii("."):
            position += 1
            return .scalarClass(.dot)
        case ascii("["):
            return parseClassExpression().map(IRegexpNode.scalarClass)
        case ascii("\\"):
            if peek(1) == ascii("p") || peek(1) == ascii("P") {
                return parseCategoryEscape().map(IRegexpNode.scalarClass)
            }
            return parseSingleCharacterEscape().map(IRegexpNode.scalar)
        case ascii("^"):
            position += 1
            return .start
        case ascii("$"):
            position += 1
            return .end
        case ascii(")"), ascii("*"), ascii("+"), ascii("?"), ascii("]"), ascii("{"), ascii("|"), ascii("}"):
            return nil
        default:
            position += 1
            return .scalar(next)
        }
    }

    /// `\` and one of `( ) * + - . ? [ \ ] ^ n r t { | }`.
    private mutating func parseSingleCharacterEscape() -> UInt32? {
        guard skip("\\"), let next = peek else { return nil }
        position += 1
        switch next {
        case ascii("n"): return 0x0A
        case ascii("r"): return 0x0D
        case ascii("t"): return 0x09
        case ascii("("), ascii(")"), ascii("*"), ascii("+"), ascii("-"), ascii("."), ascii("?"), ascii("["), ascii("\\"),
            ascii("]"), ascii("^"), ascii("{"), ascii("|"), ascii("}"):
            return next
        default:
            return nil
        }
    }

    /// `\p{Name}` or `\P{Name}`.
    private mutating func parseCategoryEscape() -> ScalarClass? {
        guard skip("\\"), let letter = peek else { return nil }
        position += 1
        guard skip("{") else { return nil }
        var name = ""
        while let next = peek, next != ascii("}"), name.unicodeScalars.count < 2, let scalar = Unicode.Scalar(next) {
            name.unicodeScalars.append(scalar)
            position += 1
        }
        guard skip("}"), let mask = ScalarClass.categoryMask(name) else { return nil }
        return ScalarClass(categories: [(mask, letter == ascii("P"))])
    }

    /// `[` `^`? items `]`, where a `-` stands only first, last or between the ends of a range.
    private mutating func parseClassExpression() -> ScalarClass? {
        position += 1  // '['
        var result = ScalarClass()
        result.complemented = skip("^")
        if skip("-") {
            result.ranges.append(0x2D ... 0x2D)
        } else {
            guard parseClassItem(into: &result) else { return nil }
        }
        while true {
            guard let next = peek else { return nil }
            if next == ascii("]") {
                position += 1
                return result
            }
            if next == ascii("-") {
                // Only a last '-' may stand alone.
                guard peek(1) == ascii("]") else { return nil }
                position += 1
                result.ranges.append(0x2D ... 0x2D)
                continue
            }
            guard parseClassItem(into: &result) else { return nil }
        }
    }

    /// A character, a range of two characters, or a category escape, inside `[…]`.
    private mutating func parseClassItem(into result: inout ScalarClass) -> Bool {
        if peek == ascii("\\"), peek(1) == ascii("p") || peek(1) == ascii("P") {
            guard let category = parseCategoryEscape() else { return false }
            result.categories.append(contentsOf: category.categories)
            return true
        }
        guard let low = parseClassCharacter() else { return false }
        if peek == ascii("-"), let after = peek(1), after != ascii("]") {
            position += 1
            guard let high = parseClassCharacter(), low <= high else { return false }
            result.ranges.append(low ... high)
        } else {
            result.ranges.append(low ... low)
        }
        return true
    }

    /// A character inside `[…]`: anything but `-`, `[`, `\` and `]`, or a single-character escape.
    private mutating func parseClassCharacter() -> UInt32? {
        guard let next = peek else { return nil }
        switch next {
        case ascii("\\"):
            return parseSingleCharacterEscape()
        case ascii("-"), ascii("["), ascii("]"):
            return nil
        default:
            position += 1
            return next
        }
    }

    private mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard peek == character.value else { return false }
        position += 1
        return true
    }

    private func ascii(_ character: Unicode.Scalar) -> UInt32 { character.value }
}

// MARK: - Compiling

private struct IRegexpCompiler {
    var program: [IRegexp.Instruction] = []
    var classes: [ScalarClass] = []

    /// Appends an instruction; false once the program is too large.
    mutating func append(_ instruction: IRegexp.Instruction) -> Bool {
        guard program.count < IRegexp.maximumProgramSize else { return false }
        program.append(instruction)
        return true
    }

    /// Emits the instructions of `node`; false when the program would be too large. Recursion
    /// follows the pattern's nesting, which the parser bounds.
    mutating func emit(_ node: IRegexpNode) -> Bool {
        switch node {
        case .empty:
            return true
        case .scalar(let value):
            return append(.scalar(value))
        case .scalarClass(let scalarClass):
            classes.append(scalarClass)
            return append(.scalarClass(classes.count - 1))
        case .start:
            return append(.assertStart)
        case .end:
            return append(.assertEnd)
        case .sequence(let nodes):
            for node in nodes {
                guard emit(node) else { return false }
            }
            return true
        case .alternatives(let branches):
            // split(first, next) first jump(end) split(second, next) … last
            var jumps: [Int] = []
            for (index, branch) in branches.enumerated() {
                if index < branches.count - 1 {
                    let split = program.count
                    guard append(.split(split + 1, 0)), emit(branch) else { return false }
                    jumps.append(program.count)
                    guard append(.jump(0)) else { return false }
                    program[split] = .split(split + 1, program.count)
                } else {
                    guard emit(branch) else { return false }
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
            return true
        case .repetition(let body, let minimum, let maximum):
            for _ in 0 ..< minimum {
                guard emit(body) else { return false }
            }
            guard let maximum else {
                // loop: split(body, out) body jump(loop) out
                let loop = program.count
                guard append(.split(loop + 1, 0)), emit(body), append(.jump(loop)) else { return false }
                program[loop] = .split(loop + 1, program.count)
                return true
            }
            // Each optional copy: split(body, out) body; all of them leave to the same end.
            var splits: [Int] = []
            for _ in minimum ..< maximum {
                splits.append(program.count)
                guard append(.split(program.count + 1, 0)), emit(body) else { return false }
            }
            for split in splits { program[split] = .split(split + 1, program.count) }
            return true
        }
    }
}
