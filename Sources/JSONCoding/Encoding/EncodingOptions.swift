/// A snapshot of a `JSONModelEncoder`'s options, taken when `encode` starts, so that changing
/// them from another thread cannot affect an encoding under way.
struct EncodingOptions {
    var outputFormatting: JSONModelEncoder.OutputFormatting = []
    var keyEncodingStrategy: JSONModelEncoder.KeyEncodingStrategy = .useDefaultKeys
    var dateEncodingStrategy: JSONModelEncoder.DateEncodingStrategy = .automatic
    var dataEncodingStrategy: JSONModelEncoder.DataEncodingStrategy = .base64
    var nonConformingFloatEncodingStrategy: JSONModelEncoder.NonConformingFloatEncodingStrategy = .throw
    var nilEncodingStrategy: JSONModelEncoder.NilEncodingStrategy = .omitKey
    var uuidEncodingStrategy: JSONModelEncoder.UUIDEncodingStrategy = .lowercase
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
}
