import Foundation
import RespondCore
@testable import RespondLua
import XCTest

/// What the playground's Lua box can name (`SceneNames.swift`): a script's
/// locals and an exercise's set-up kept as globals, and the names a line reads
/// that are nil.
final class SceneNamesTests: XCTestCase {
    func runtime() throws -> (LuaRuntime, () -> String) {
        var out = ""
        let rt = try LuaRuntime()
        rt.output = { out += $0 }
        rt.errorOutput = { out += $0 }
        return (rt, { defer { out = "" }; return out })
    }

    func script(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID().uuidString).lua").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testAScriptsLocalsBecomeGlobals() throws {
        let (rt, out) = try runtime()
        let path = try script("""
            #!/usr/bin/env respond-lua
            local window = UIWindow{} window:makeKeyAndVisible()
            local photo = UIView{name = "photo", frame = {0, 0, 100, 100}}
            window:addSubview(photo)
            local count = 1
            local count = 2
            local print = print
            local nothing
            do local inner = 5 end
            """)
        XCTAssertEqual(rt.runKeepingLocals(file: path), .ok)
        XCTAssertEqual(rt.sceneNames, ["window", "photo", "count"], "the shadowing local wins; print was a global already")
        XCTAssertEqual(rt.evaluate("return photo.name, count, rawequal(window.subviews[1], photo)", show: true), .done(nil))
        XCTAssertEqual(out(), "photo\t2\ttrue\n")
        XCTAssertTrue(rt.globalIsNil(LuaRuntime.keepLocalsGlobal), "the keeping function is gone")
        XCTAssertTrue(rt.globalIsNil("inner"))
        let globals = rt.engineObjectGlobals()
        XCTAssertEqual(globals.values.sorted(), ["app", "photo", "window"])
    }

    func testAScriptThatCannotTakeTheCallStillRuns() throws {
        let (rt, out) = try runtime()
        let path = try script("local a = 1\nprint(a)\nreturn a\n")
        XCTAssertEqual(rt.runKeepingLocals(file: path), .ok)
        XCTAssertEqual(out(), "1\n")
        XCTAssertEqual(rt.sceneNames, [])
    }

    func testErrorsKeepTheirLineNumbers() throws {
        let (rt, _) = try runtime()
        let path = try script("#!/bin/sh\nlocal a = 1\nerror('here')\n")
        guard case .error(let message, _) = rt.runKeepingLocals(file: path) else { return XCTFail("the script should fail") }
        XCTAssertEqual(message, "\(path):3: here")
        let syntax = try script("local a = \n")
        guard case .error(let compile, _) = rt.runKeepingLocals(file: syntax) else { return XCTFail("the script should fail") }
        XCTAssertTrue(compile.hasPrefix("\(syntax):2:"), compile)
    }

    func testNilGlobalsALineReads() throws {
        let (rt, _) = try runtime()
        XCTAssertEqual(rt.nilGlobals(readBy: "return A"), ["A"])
        XCTAssertEqual(rt.nilGlobals(readBy: "A.hidden = true"), ["A"])
        XCTAssertEqual(rt.nilGlobals(readBy: "x = 1"), [])
        XCTAssertEqual(rt.nilGlobals(readBy: "x = y + z.w"), ["y", "z"])
        XCTAssertEqual(rt.nilGlobals(readBy: "local a, b = 1, 2 print(a + b)"), [])
        XCTAssertEqual(rt.nilGlobals(readBy: "for i, v in ipairs({}) do print(i, v, q) end"), ["q"])
        XCTAssertEqual(rt.nilGlobals(readBy: "local function f(p, ...) return p + r end"), ["r"])
        XCTAssertEqual(rt.nilGlobals(readBy: "function g() end function B:hitTest(p) return nil end"), ["B"])
        XCTAssertEqual(rt.nilGlobals(readBy: "print('C', [[D]], \"E\") -- F\n--[[ G ]] t = {H = 1}"), [])
        XCTAssertEqual(rt.nilGlobals(readBy: "return app.keyWindow, sim.now"), [], "globals that exist")
    }

    func testAnExercisesSetUpLocalsBecomeGlobals() throws {
        let (rt, _) = try runtime()
        let shipped = """
            local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
            local A <const> = UIView{name = "A", frame = {0, 0, 10, 10}}
            window:addSubview(A)
            -- >>> your code
            -- <<< your code
            expect(false, "the checks do not run in a scene")
            """
        let copy = shipped.replacingOccurrences(of: "-- >>> your code\n", with: "-- >>> your code\nlocal mine = 1\nerror('stop')\n")
        let result = ExerciseRunner.runScene(in: rt, shipped: shipped, copy: copy, fileName: "x.lua", number: 1, forbid: [])
        guard case .error(let message)? = result else { return XCTFail("the learner's error: \(String(describing: result))") }
        XCTAssertTrue(message.contains("stop"), message)
        XCTAssertEqual(rt.sceneNames, ["window", "A"], "kept as the learner's code started, even though it failed")
        XCTAssertFalse(rt.globalIsNil("A"))
        XCTAssertTrue(rt.globalIsNil("mine"))
    }
}
