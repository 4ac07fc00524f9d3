import Foundation
import XCTest

/// The bridge's rule 1 (docs/ARCHITECTURE.md, "The bridge's hard rules"): Swift
/// never calls a Lua API function that may raise, since a raise is a longjmp
/// across Swift frames. Every `lua_*`/`luaL_*` call written in Swift must be on
/// this list, each with the reason it cannot raise there; anything that may
/// raise is called through a C function of the shim that runs it protected.
/// Adding a call means adding it here, with its reason, or moving it to C.
final class LuaCallAllowlistTests: XCTestCase {
    static let allowed: [String: String] = [
        "lua_absindex": "index arithmetic only",
        "lua_copy": "copies a stack slot; no metamethods",
        "lua_createtable": "allocates, and the shim's allocator never fails while a Swift frame is active (swift_depth > 0)",
        "lua_getinfo": "reads debug information; no metamethods, no allocation that can fail under Swift",
        "lua_getiuservalue": "raw read of a userdata's user value",
        "lua_getlocal": "reads a local's value and name from the debug information",
        "lua_getmetatable": "raw read of a metatable",
        "lua_getstack": "reads the call stack",
        "lua_gettop": "reads the stack top",
        "lua_getupvalue": "reads an upvalue",
        "lua_isinteger": "reads a number's subtype; no conversion",
        "lua_next": "raw traversal, only of tables Swift iterates from their start with keys next gave (never an invalid key)",
        "lua_pushboolean": "pushes a value; the stack was checked (rl_checkstack) by the caller",
        "lua_pushinteger": "pushes a value; the stack was checked by the caller",
        "lua_pushlstring": "allocates a string; the allocator never fails while a Swift frame is active",
        "lua_pushnil": "pushes a value",
        "lua_pushnumber": "pushes a value",
        "lua_pushvalue": "pushes a copy of a slot",
        "lua_rawequal": "raw comparison; no metamethods",
        "lua_rawget": "raw read; no metamethods",
        "lua_rawgeti": "raw read; no metamethods",
        "lua_rawlen": "raw length; no __len",
        "lua_rawset": "raw write; may grow the table, and the allocator never fails while a Swift frame is active",
        "lua_rawseti": "raw write; may grow the table, and the allocator never fails while a Swift frame is active",
        "lua_rotate": "moves stack slots",
        "lua_status": "reads a coroutine's status (the prompt shows it)",
        "lua_setiuservalue": "raw write of a userdata's user value",
        "lua_setmetatable": "raw write of a metatable (the metatables Swift sets have no __gc to mark)",
        "lua_settop": "pops; Swift never makes to-be-closed slots, so no __close runs",
        "lua_toboolean": "reads truthiness; no metamethods",
        "lua_topointer": "reads a table's address, for the prompt to tell a cycle (never printed)",
        "lua_tothread": "reads a coroutine's state pointer",
        "lua_type": "reads a type tag",
        "lua_typename": "reads a constant string",
        "luaL_ref": "raw write into the registry; the allocator never fails while a Swift frame is active",
    ]

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every call of a Lua API function in the Swift sources, as (name, "file:line").
    static func calls() throws -> [(String, String)] {
        let pattern = try NSRegularExpression(pattern: #"\b(luaL?_[a-z][A-Za-z_]*)\s*\("#)
        var found: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                let range = NSRange(code.startIndex..., in: code)
                for match in pattern.matches(in: code, range: range) {
                    let name = (code as NSString).substring(with: match.range(at: 1))
                    found.append((name, "\(url.lastPathComponent):\(number + 1)"))
                }
            }
        }
        return found
    }

    func testEveryLuaCallFromSwiftIsOnTheAllowlist() throws {
        let calls = try Self.calls()
        XCTAssertGreaterThan(calls.count, 50, "the scan found too few calls: is the pattern right?")
        for (name, place) in calls where Self.allowed[name] == nil {
            XCTFail("\(place): \(name) is called from Swift but is not on the allowlist: it may raise "
                    + "(a longjmp across Swift frames). Call it from a protected C function of the shim, "
                    + "or add it to LuaCallAllowlistTests.allowed with the reason it cannot raise.")
        }
        let used = Set(calls.map(\.0))
        for name in Self.allowed.keys where !used.contains(name) {
            XCTFail("\(name) is on the allowlist but no longer called from Swift: take it off")
        }
    }

    /// The scan sees a raising call: a Swift line calling lua_gettable would fail the test above.
    func testTheScanCatchesARaisingCall() throws {
        let pattern = try NSRegularExpression(pattern: #"\b(luaL?_[a-z][A-Za-z_]*)\s*\("#)
        let line = "        lua_gettable(L, -2)   // reads t[k] with metamethods"
        let code = line.components(separatedBy: "//").first ?? ""
        let match = try XCTUnwrap(pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)))
        let name = (code as NSString).substring(with: match.range(at: 1))
        XCTAssertEqual(name, "lua_gettable")
        XCTAssertNil(Self.allowed[name])
    }
}
