// Runs one deeply nested operation on a thread with a stack of a chosen size, and says how it
// ended: `value …` or `error …` (the error's `explanation`) on standard output, exit status 0. A stack overflow ends the
// process with a signal instead, which is what the depth tests look for from outside
// (Tests/JSONCodingTests/DepthTests.swift), and what Scripts/measure-depth.sh measures.
//
//   json-model-depth-probe SCENARIO DEPTH [--stack KIB | --task]
//
// --stack runs on a new thread with a stack of KIB kibibytes (default 512, the size of a
// secondary thread's stack on Apple platforms); --task runs inside `Task.detached`.

import Foundation
import JSONCoding
import JSONCore

/// A linked list as a recursive class: `{"next": {"next": …}}`.
final class Node: Codable {
    var next: Node?
    init(next: Node?) { self.next = next }
}

/// A tree as a recursive struct: `{"children": [{"children": […]}]}`.
struct Tree: Codable {
    var children: [Tree]
}

/// Nested arrays as a recursive enum: `[[[…]]]`.
indirect enum Nested: Codable {
    case leaf
    case list([Nested])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .leaf } else { self = .list(try container.decode([Nested].self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .leaf: try container.encodeNil()
        case .list(let elements): try container.encode(elements)
        }
    }
}

/// A node that encodes as an array holding the next one: `[[[…]]]`.
struct ArrayNode: Encodable {
    let node: Node
    init(_ node: Node) { self.node = node }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        if let next = node.next { try container.encode(ArrayNode(next)) }
    }
}

func nodeChain(_ depth: Int) -> Node {
    var node = Node(next: nil)
    for _ in 1 ..< max(depth, 1) { node = Node(next: node) }
    return node
}

/// Lets a chain of nodes go one at a time: releasing the head of a long chain would free the
/// whole chain recursively, which is the runtime's limit, not the library's.
func release(_ chain: Node) {
    var next = chain.next
    chain.next = nil
    while let node = next {
        next = node.next
        node.next = nil
    }
}

func objectText(_ depth: Int) -> String {
    String(repeating: #"{"next":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
}

func treeText(_ depth: Int) -> String {
    String(repeating: #"{"children":["#, count: depth / 2) + "{\"children\":[]}" + String(repeating: "]}", count: depth / 2)
}

func arrayText(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
}

/// How a value built in code nests.
enum Nesting {
    /// Arrays in arrays: `[[[…]]]`. Releasing one is the Swift runtime's recursion, one
    /// call per level, which no library code takes part in.
    case arrays
    /// Objects in objects: `{"a": {"a": …}}`.
    case objects
    /// Arrays and objects in turn: `[{"a": [{"a": …}]}]`.
    case mixed
}

/// A value nested `depth` levels deep, built in code.
func builtValue(_ depth: Int, _ nesting: Nesting) -> JSONValue {
    var value: JSONValue = nesting == .objects ? .object([:]) : .array([])
    for level in 1 ..< max(depth, 1) {
        switch nesting {
        case .arrays: value = .array([value])
        case .objects: value = .object(["a": value])
        case .mixed: value = level % 2 == 1 ? .object(["a": value]) : .array([value])
        }
    }
    return value
}

func decoder(_ depth: Int) -> JSONModelDecoder {
    let decoder = JSONModelDecoder()
    decoder.parseOptions.maximumDepth = depth
    return decoder
}

/// The scenarios, by name: each returns a short description of its value, or throws.
let scenarios: [String: @Sendable (Int) throws -> String] = [
    "decode-class": { depth in
        let node = try decoder(depth).decode(Node.self, from: objectText(depth))
        var length = 1
        var cursor = node
        while let next = cursor.next { length += 1; cursor = next }
        release(node)
        return "a chain of \(length)"
    },
    "decode-tree": { depth in
        let tree = try decoder(depth + 2).decode(Tree.self, from: treeText(depth))
        return "a tree with \(tree.children.count) children at the top"
    },
    "decode-arrays": { depth in
        let nested = try decoder(depth).decode(Nested.self, from: arrayText(depth))
        if case .list(let elements) = nested { return "a list of \(elements.count)" }
        return "a leaf"
    },
    "decode-jsonvalue": { depth in
        let value = try decoder(depth).decode(JSONValue.self, from: arrayText(depth))
        return "\(value.array?.count ?? -1) element"
    },
    "foundation-decode-class": { depth in
        // Foundation's own decoder, for comparison: it refuses more than 512 levels.
        let node = try JSONDecoder().decode(Node.self, from: Data(objectText(depth).utf8))
        release(node)
        return "a chain"
    },
    "parse": { depth in
        var options = JSONParseOptions.strict
        options.maximumDepth = depth
        let value = try JSONValue(parsing: arrayText(depth), options: options)
        return "\(value.array?.count ?? -1) element"
    },
    "parse-objects": { depth in
        var options = JSONParseOptions.strict
        options.maximumDepth = depth
        let value = try JSONValue(parsing: objectText(depth), options: options)
        return "\(value.object?.count ?? -1) member"
    },
    "build-arrays": { depth in
        let value = builtValue(depth, .arrays)
        return "\(value.array?.count ?? -1) element"
    },
    "build": { depth in
        let value = builtValue(depth, .mixed)
        return "\(value.array?.count ?? value.object?.count ?? -1) element"
    },
    "build-objects": { depth in
        let value = builtValue(depth, .objects)
        return "\(value.object?.count ?? -1) member"
    },
    "parse-then-deepen": { depth in
        // A parsed (shallow) document that a deep value is put into, then released.
        var value = try JSONValue(parsing: #"{"a": {"b": {}}, "c": [{}]}"#)
        value["a"]["b"].set(builtValue(depth, .objects))
        value["c"][0]["d"] = .object(["e": builtValue(depth, .mixed)])
        value["f"] = .value(builtValue(depth, .mixed))
        value["f"] = nil
        return "\(value.object?.count ?? -1) members"
    },
    "write": { depth in
        let text = builtValue(depth, .mixed).jsonString()
        return "\(text.utf8.count) bytes"
    },
    "room": { _ in
        func descend(_ level: Int) -> String {
            if !ThreadStack.hasRoom() { return "no room at level \(level), \(ThreadStack.currentAddress() - ThreadStack.lowestUsableAddress()) bytes above the limit" }
            return descend(level + 1) + ""
        }
        return descend(0)
    },
    "stack": { _ in
        "size \(ThreadStack.size), room \(ThreadStack.hasRoom()), current \(ThreadStack.currentAddress()), lowest usable \(ThreadStack.lowestUsableAddress())"
    },
    "write-objects": { depth in
        let text = builtValue(depth, .objects).jsonString(options: JSONWriteOptions(indentation: .spaces(0), sortsKeys: true))
        return "\(text.utf8.count) bytes"
    },
    "equal": { depth in
        let equal = builtValue(depth, .mixed) == builtValue(depth, .mixed)
        return "equal: \(equal)"
    },
    "hash": { depth in
        var hasher = Hasher()
        builtValue(depth, .mixed).hash(into: &hasher)
        return "hashed"
    },
    "lookup-decode": { depth in
        let value = builtValue(depth, .mixed)
        let decoded = try value.decode(JSONValue.self)
        return "\(decoded.array?.count ?? decoded.object?.count ?? -1) element"
    },
    "encode-class": { depth in
        let chain = nodeChain(depth)
        defer { release(chain) }
        let data = try JSONModelEncoder().encode(chain)
        return "\(data.count) bytes"
    },
    "encode-arrays": { depth in
        // A chain of nodes that encode as arrays: `[[[…]]]`.
        let chain = nodeChain(depth)
        defer { release(chain) }
        let data = try JSONModelEncoder().encode(ArrayNode(chain))
        return "\(data.count) bytes"
    },
    "encode-jsonvalue": { depth in
        let data = try JSONModelEncoder().encode(builtValue(depth, .mixed))
        return "\(data.count) bytes"
    },
]

/// Runs `body` on a thread with a stack of `kibibytes`, and waits for it.
func onThread(stackKibibytes kibibytes: Int, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = kibibytes * 1024
    thread.start()
    done.wait()
}

func run(_ scenario: @Sendable (Int) throws -> String, depth: Int) -> String {
    do {
        return "value " + (try scenario(depth))
    } catch let error as DecodingError {
        return "error " + error.explanation
    } catch let error as EncodingError {
        return "error " + error.explanation
    } catch {
        return "error \(error)"
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, let scenario = scenarios[arguments[0]], let depth = Int(arguments[1]), depth > 0 else {
    let names = scenarios.keys.sorted().joined(separator: ", ")
    FileHandle.standardError.write(Data("usage: json-model-depth-probe SCENARIO DEPTH [--stack KIB | --task]\nscenarios: \(names)\n".utf8))
    exit(2)
}

nonisolated(unsafe) var outcome = ""
if arguments.dropFirst(2).first == "--task" {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        outcome = run(scenario, depth: depth)
        done.signal()
    }
    done.wait()
} else {
    var kibibytes = 512
    if arguments.dropFirst(2).first == "--stack", let size = arguments.dropFirst(3).first.flatMap({ Int($0) }) { kibibytes = size }
    onThread(stackKibibytes: kibibytes) { outcome = run(scenario, depth: depth) }
}
print(outcome)
