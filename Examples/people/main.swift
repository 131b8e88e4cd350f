// people: a sample in the style of BNRSwiftJSON's, trailing commas included, navigated with
// JSONValue, whose lookups never trap and say why they failed; then its people decoded all or
// nothing, and partitioned into the people that decode and the errors of those that do not.
//
//     swift run people

import Foundation
import JSONModel

@JSONModel
struct Person {
    var name: String
    var age: Int
    var spouse: Bool
}

/// The example, start to end.
func run() throws {
    guard let url = Bundle.module.url(forResource: "people", withExtension: "json") else {
        print("error: people.json is missing from the bundle")
        exit(1)
    }
    // Trailing commas are not JSON: the lenient parser reads them.
    let value = try JSONValue(parsing: [UInt8](Data(contentsOf: url)), options: .lenient)

    print("Navigation")
    print("  success: \(value["success"].bool.map(String.init) ?? "?")")
    print("  first person: \(value["people"][0]["name"].string ?? "?")")
    print("  second job: \(value["jobs"][1].string ?? "?")")
    print("  first zip code in Georgia: \(value["states"]["Georgia"][0].int.map(String.init) ?? "?")")
    print("  Wisconsin's zip codes: \(try value["states"]["Wisconsin"].decode([Int].self))")
    // Lookups that fail carry their error instead of trapping.
    for lookup in [value["people"][7]["name"], value["jobs"]["first"], value["states"]["Texas"], value["success"][0]] {
        print("  \(lookup.error.map { "\($0)" } ?? "found")")
    }

    print("All or nothing")
    do {
        let people = try value["people"].decode([Person].self)
        print("  \(people.count) people")
    } catch let error as DecodingError {
        // The first element that does not decode stops the whole array.
        print("  \(error.explanation)")
    }

    print("Partitioned")
    var people: [Person] = []
    var failures: [String] = []
    for (index, element) in (value["people"].array ?? []).enumerated() {
        do {
            people.append(try element.decode(Person.self))
        } catch let error as DecodingError {
            failures.append("people[\(index)]: \(error.explanation)")
        }
    }
    for person in people {
        print("  \(person.name), \(person.age)\(person.spouse ? ", married" : "")")
    }
    for failure in failures {
        print("  not decoded: \(failure)")
    }
}

do {
    try run()
} catch {
    print("error: \(error)")
    exit(1)
}
