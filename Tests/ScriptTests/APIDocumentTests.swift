import Foundation
@testable import RespondLua
import XCTest

/// The documents made from, or checked against, the engine's own class registry.
final class APIDocumentTests: XCTestCase {
    func testLuaCATSFileMatchesTheRegistry() throws {
        let committed = try String(contentsOf: ScriptTests.scripts.appendingPathComponent("respond-lua.d.lua"), encoding: .utf8)
        let fresh = LuaCATS.generate(try LuaRuntime().apiDescription())
        XCTAssertEqual(committed, fresh, "scripts/respond-lua.d.lua is out of date: run `respond-lua api --luacats > scripts/respond-lua.d.lua`")
    }

    func testReferenceMentionsEveryMember() throws {
        let reference = try String(contentsOf: ScriptTests.scripts.appendingPathComponent("API.md"), encoding: .utf8)
        var words = Set<String>()
        var current = ""
        for c in reference {
            if c.isLetter || c.isNumber || c == "_" { current.append(c) } else if !current.isEmpty { words.insert(current); current = "" }
        }
        let api = try LuaRuntime().apiDescription()
        var missing: [String] = []
        for info in api.classes {
            if !words.contains(info.name) { missing.append(info.name) }
            for name in info.properties.map(\.name) + info.methods + info.constants where !words.contains(name) {
                missing.append("\(info.name).\(name)")
            }
        }
        for name in api.functions + api.simMembers where !words.contains(name) { missing.append(name) }
        XCTAssertEqual(missing, [], "scripts/API.md does not mention these")
    }

    func testAnnotationsCoverInheritance() throws {
        let text = LuaCATS.generate(try LuaRuntime().apiDescription())
        XCTAssertTrue(text.hasPrefix("---@meta\n"))
        XCTAssertTrue(text.contains("---@class UIButton : UIControl\n"))
        XCTAssertTrue(text.contains("---@field frame CGRect\n"))
        XCTAssertTrue(text.contains("---@field addSubview fun(self: UIView, ...): any\n"))
        XCTAssertTrue(text.contains("\ntap = nil\n"))
    }
}
