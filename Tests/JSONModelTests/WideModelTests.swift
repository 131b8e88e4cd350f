import Foundation
import JSONModel
import Testing

// A key type of more than 64 cases is not walked: its objects hand out every key in turn, and
// decode the same.

@JSONModel
struct WideModel: Equatable {
    var field0: Int?
    var field1: Int?
    var field2: Int?
    var field3: Int?
    var field4: Int?
    var field5: Int?
    var field6: Int?
    var field7: Int?
    var field8: Int?
    var field9: Int?
    var field10: Int?
    var field11: Int?
    var field12: Int?
    var field13: Int?
    var field14: Int?
    var field15: Int?
    var field16: Int?
    var field17: Int?
    var field18: Int?
    var field19: Int?
    var field20: Int?
    var field21: Int?
    var field22: Int?
    var field23: Int?
    var field24: Int?
    var field25: Int?
    var field26: Int?
    var field27: Int?
    var field28: Int?
    var field29: Int?
    var field30: Int?
    var field31: Int?
    var field32: Int?
    var field33: Int?
    var field34: Int?
    var field35: Int?
    var field36: Int?
    var field37: Int?
    var field38: Int?
    var field39: Int?
    var field40: Int?
    var field41: Int?
    var field42: Int?
    var field43: Int?
    var field44: Int?
    var field45: Int?
    var field46: Int?
    var field47: Int?
    var field48: Int?
    var field49: Int?
    var field50: Int?
    var field51: Int?
    var field52: Int?
    var field53: Int?
    var field54: Int?
    var field55: Int?
    var field56: Int?
    var field57: Int?
    var field58: Int?
    var field59: Int?
    var field60: Int?
    var field61: Int?
    var field62: Int?
    var field63: Int?
    var field64: Int?
    var field65: Int?
    var name: String
}

@Suite struct WideModelTests {
    @Test func aModelOfMoreThanSixtyFourFieldsDecodesAsTheLookupsDo() throws {
        let json = "{\"field_0\": 0, \"field_5\": 5, \"field_10\": 10, \"field_15\": 15, \"field_20\": 20, \"field_25\": 25, \"field_30\": 30, \"field_35\": 35, \"field_40\": 40, \"field_45\": 45, \"field_50\": 50, \"field_55\": 55, \"field_60\": 60, \"field_65\": 65, \"name\": \"wide\", \"field1\": [1]}"
        // `field1` is an array: the one failure, named by its path.
        do {
            _ = try WideModel(json: json)
            Issue.record("decoded an array as an Int")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["field1"])
        }
        let fixed = json.replacingOccurrences(of: "\"field1\": [1]", with: "\"field1\": 1")
        let model = try WideModel(json: fixed)
        #expect(model.name == "wide")
        #expect(model.field0 == 0 && model.field1 == 1 && model.field65 == 65 && model.field2 == nil)
        // Foundation's decoder reads keys as they are: the same members spelled as the properties.
        let exact = fixed.replacingOccurrences(of: "field_", with: "field")
        #expect(try JSONDecoder().decode(WideModel.self, from: Data(exact.utf8)) == WideModel(json: exact))
        #expect(try WideModel(json: exact) == model)
    }
}
