@testable import RespondLua
import XCTest

/// SPEC 11.10: the list of UIKit names the engine lacks stays true as the engine grows.
final class UnimplementedNamesTests: XCTestCase {
    func testNothingListedIsImplemented() throws {
        let api = try LuaRuntime().apiDescription()
        let classNames = Set(api.classes.map(\.name))
        XCTAssertEqual(UnimplementedUIKit.classes.intersection(classNames).sorted(), [],
                       "implemented now: take these off UnimplementedUIKit.classes")
        var implemented: [String] = []
        for info in api.classes {
            let members = Set(info.properties.map(\.name) + info.methods + info.constants)
            for (owner, names) in UnimplementedUIKit.members where owner == info.name {
                for name in names.keys where members.contains(name) { implemented.append("\(owner).\(name)") }
            }
        }
        XCTAssertEqual(implemented.sorted(), [], "implemented now: take these off UnimplementedUIKit.members")
    }

    func testEverySwiftSpellingLeadsToARealName() throws {
        let api = try LuaRuntime().apiDescription()
        let byName = Dictionary(uniqueKeysWithValues: api.classes.map { ($0.name, $0) })
        for (owner, spellings) in UnimplementedUIKit.swiftSpellings {
            let info = try XCTUnwrap(byName[owner], "\(owner) is a class")
            var chain = [info]
            while let parent = chain.last?.parent.flatMap({ byName[$0] }) { chain.append(parent) }
            let members = Set(chain.flatMap { $0.properties.map(\.name) + $0.methods })
            for (swift, lua) in spellings {
                XCTAssertTrue(members.contains(lua), "\(owner).\(swift) points to \(lua), which \(owner) does not have")
                XCTAssertFalse(members.contains(swift), "\(owner).\(swift) is a real name now")
            }
        }
    }

    func testEveryListedOwnerIsAClass() throws {
        let api = try LuaRuntime().apiDescription()
        let classNames = Set(api.classes.map(\.name))
        for owner in UnimplementedUIKit.members.keys {
            XCTAssertTrue(classNames.contains(owner), "\(owner) is not a class of the engine: its members are never looked up")
        }
    }
}
