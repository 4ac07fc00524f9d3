import Foundation
import RespondCore
import RespondLua
import XCTest

/// Runs the Lua side users see: every example against its expected output, and
/// every Lua test file under scripts/tests.
final class ScriptTests: XCTestCase {
    static let scripts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts")

    func luaFiles(_ folder: String) throws -> [String] {
        let files = try ScriptSuite.collect([Self.scripts.appendingPathComponent(folder).path])
        XCTAssertFalse(files.isEmpty, "no scripts in \(folder)")
        return files
    }

    func testExamplesPrintTheirExpectedOutput() throws {
        for file in try luaFiles("examples") {
            let result = ScriptSuite.run(file)
            XCTAssertEqual(result.outcome, .ok, "\(file): \(result.outcome.report ?? "")")
            let expectedPath = String(file.dropLast(4)) + ".expected"
            guard let expected = try? String(contentsOfFile: expectedPath, encoding: .utf8) else {
                XCTFail("missing \(expectedPath)")
                continue
            }
            XCTAssertEqual(result.output, expected, "\(file) printed something else")
        }
    }

    func testLuaSpecFilesPass() throws {
        for file in try luaFiles("tests") {
            let result = ScriptSuite.run(file)
            XCTAssertEqual(result.outcome, .ok, "\(file):\n\(result.output)\n\(result.outcome.report ?? "")")
        }
    }

    func testSameScriptSameBytes() throws {
        for file in try luaFiles("examples") {
            let first = ScriptSuite.run(file).output
            let second = ScriptSuite.run(file).output
            XCTAssertEqual(first, second, file)
        }
    }

    /// Every script frees its runtime and its engine, whatever it leaves behind
    /// (pending timers, recognizers mid-gesture, fingers down, overrides, errors).
    func testEveryRunFreesItsEngine() throws {
        let engines = liveEngineCount, runtimes = liveRuntimeCount
        for file in try luaFiles("examples") + luaFiles("tests") {
            _ = ScriptSuite.run(file)
            XCTAssertEqual(liveEngineCount, engines, "\(file) left its engine behind")
            XCTAssertEqual(liveRuntimeCount, runtimes, "\(file) left its runtime behind")
        }
    }
}
