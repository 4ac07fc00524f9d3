import CLua
import CLuaShim
import Foundation
@testable import RespondLua
import XCTest

/// The prelude ships compiled (Sources/CLuaShim/prelude_bytecode.c) so that
/// start-up does not parse it. This test checks the shipped bytes, and the
/// committed file, are exactly what `GeneratedSources` makes from the Lua
/// source (Sources/RespondLua/Lua/prelude.lua); when they are not, it says to
/// run scripts/regenerate.sh. It never writes.
final class PreludeBytecodeTests: XCTestCase {
    func testShippedBytecodeIsTheCompiledSource() throws {
        let L = rl_new_state(nil, nil)!
        defer { rl_close_state(L) }
        XCTAssertEqual(LuaRuntime.compilePrelude(L), LUA_OK)
        var size = 0
        let bytes = rl_dump(L, &size)!
        defer { free(bytes) }
        let compiled = Array(UnsafeBufferPointer(start: bytes, count: size))
        let shipped = Array(UnsafeBufferPointer(start: rl_prelude_bytecode_ptr(), count: rl_prelude_bytecode_size))
        XCTAssertTrue(compiled == shipped, "the program carries another prelude than Sources/RespondLua/Lua/prelude.lua: "
                      + "run scripts/regenerate.sh and commit what it writes")
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CLuaShim/prelude_bytecode.c").path
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(committed == (try GeneratedSources.preludeBytecodeSource()),
                      "Sources/CLuaShim/prelude_bytecode.c is out of date: run scripts/regenerate.sh")
    }

    /// The bytecode loads and behaves as the source does.
    func testBytecodeLoads() throws {
        let rt = try LuaRuntime()
        var out = ""
        rt.output = { out += $0 }
        XCTAssertEqual(rt.run(code: "print(CGRect(1, 2, 3, 4), CGPoint(1, 2) + CGPoint(3, 4))", chunkName: "=t"), .ok)
        XCTAssertEqual(out, "(1,2,3,4)\t(4,6)\n")
    }
}
