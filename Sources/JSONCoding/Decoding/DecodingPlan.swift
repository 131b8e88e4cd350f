// What the decoder does with a type, worked out once per type.

import Foundation

/// How the decoder builds values of a type that is neither a scalar nor one of Foundation's.
/// Plans already worked out, for every decode in the process: a type's plan never changes,
/// and asking the runtime about conformances costs more than a small document's decode.
final class SharedDecodingPlans: @unchecked Sendable {
    static let shared = SharedDecodingPlans()
    private let lock = NSLock()
    private var plans: [ObjectIdentifier: DecodingPlan] = [:]

    func plan<T>(for type: T.Type) -> DecodingPlan {
        let identifier = ObjectIdentifier(type)
        lock.lock()
        let known = plans[identifier]
        lock.unlock()
        if let known { return known }
        let plan: DecodingPlan
        if let scalar = DecodingPlan.scalar(type) {
            plan = scalar
        } else if NominalType.of(type) == NominalType.array, let arrayType = type as? any TapeDecodableArray.Type {
            plan = .array(arrayType)
        } else if NominalType.of(type) == NominalType.dictionary, let dictionaryType = type as? any TapeDecodableStringDictionary.Type {
            plan = .dictionary(dictionaryType)
        } else if let model = type as? any JSONModelCodable.Type {
            plan = .model(model)
        } else {
            plan = .initializer
        }
        lock.lock()
        plans[identifier] = plan
        lock.unlock()
        return plan
    }
}

/// How the decoder reads a value of a given type.
enum DecodingPlan {
    /// By its `init(from:)`.
    case initializer
    /// By its `_jsonDecode(_:)`, with the object itself.
    case model(any JSONModelCodable.Type)
    case array(any TapeDecodableArray.Type)
    case dictionary(any TapeDecodableStringDictionary.Type)
    /// Straight from the tape, or by the date, data and float strategies.
    case string, int, double, bool, int64, uint64, float, date, url, data, decimal, jsonValue

    /// The plan of a type read straight from the tape, or nil.
    static func scalar<T>(_ type: T.Type) -> DecodingPlan? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return .string
        case ObjectIdentifier(Int.self): return .int
        case ObjectIdentifier(Double.self): return .double
        case ObjectIdentifier(Bool.self): return .bool
        case ObjectIdentifier(Int64.self): return .int64
        case ObjectIdentifier(UInt64.self): return .uint64
        case ObjectIdentifier(Float.self): return .float
        case ObjectIdentifier(Date.self): return .date
        case ObjectIdentifier(URL.self): return .url
        case ObjectIdentifier(Data.self): return .data
        case ObjectIdentifier(Decimal.self): return .decimal
        case ObjectIdentifier(JSONValue.self): return .jsonValue
        default: return nil
        }
    }
}

/// One entry of the decoder's plan cache.
struct DecodingPlanSlot {
    var type: ObjectIdentifier?
    var plan: DecodingPlan = .initializer
}

extension TapeDecoder {
    /// The plan for `type`, from a small direct-mapped cache: asking the runtime whether a type
    /// is an array or a dictionary (a protocol conformance check) costs hundreds of
    /// instructions, and the same few types are asked about over and over.
    @inline(__always)
    func decodingPlan<T>(for type: T.Type) -> DecodingPlan {
        let identifier = ObjectIdentifier(type)
        let home = Int(truncatingIfNeeded: mixedHash(UInt64(UInt(bitPattern: identifier))) &>> (64 - TapeDecoder.planCacheBits))
        if planCache[home].type == identifier { return planCache[home].plan }
        return decodingPlanMiss(for: type, home: home)
    }

    /// Looks on from the home slot (types that share one must not evict each other over and
    /// over); a type not found is asked about and stored in the first free slot.
    @inline(never)
    private func decodingPlanMiss<T>(for type: T.Type, home: Int) -> DecodingPlan {
        let identifier = ObjectIdentifier(type)
        var free: UnsafeMutablePointer<DecodingPlanSlot>?
        for step in 1 ..< TapeDecoder.planCacheProbes {
            let slot = planCache + ((home + step) & (TapeDecoder.planCacheSize - 1))
            if slot.pointee.type == identifier { return slot.pointee.plan }
            if slot.pointee.type == nil {
                free = slot
                break
            }
        }
        if planCache[home].type == nil { free = planCache + home }
        let plan = SharedDecodingPlans.shared.plan(for: type)
        free?.pointee = DecodingPlanSlot(type: identifier, plan: plan)
        return plan
    }
}

/// The generic type a struct type is made from (`Array` for `[Int]` and `[User]`), read from
/// its runtime metadata: a pointer comparison that rules out the array and dictionary
/// conformances before they are asked for. Asking the runtime whether a type conforms costs
/// thousands of instructions the first time for each type, most of all when the answer is no,
/// as it is for every model; that is most of what a process's first decode costs.
enum NominalType {
    /// The descriptor of the generic type of `type`, when it is a struct; nil otherwise.
    ///
    /// Swift's metadata layout, stable since Swift 5 on every platform: a struct's metadata
    /// starts with its kind (0x200) and then its nominal type descriptor.
    static func of(_ type: Any.Type) -> UnsafeRawPointer? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard metadata.load(as: UInt.self) == structKind else { return nil }
        return metadata.load(fromByteOffset: MemoryLayout<UInt>.stride, as: UnsafeRawPointer?.self)
    }

    /// `MetadataKind::Struct`: 0 with the "not on the heap" flag.
    private static let structKind: UInt = 0x200

    nonisolated(unsafe) static let array = of([Int].self)
    nonisolated(unsafe) static let dictionary = of([String: Int].self)
}
