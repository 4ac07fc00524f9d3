import RespondCore
@testable import RespondLua
import XCTest

final class BridgeTests: XCTestCase {
    func runtime(_ options: LuaRuntime.Options = LuaRuntime.Options()) throws -> (LuaRuntime, () -> String) {
        let rt = try LuaRuntime(options: options)
        var out = ""
        rt.output = { out += $0 }
        rt.errorOutput = { out += $0 }
        return (rt, { out })
    }

    func testObjectsWithoutOverridesNeverCallIntoLua() throws {
        let (rt, _) = try runtime()
        XCTAssertEqual(rt.run(code: """
            local w = UIWindow{} w:makeKeyAndVisible()
            local parent = w
            for i = 1, 100 do local v = UIView{frame = {0, 0, 300, 600}} parent:addSubview(v) parent = v end
            -- An override elsewhere must not make the others slow.
            local other = UIView{frame = {320, 620, 10, 10}}
            function other:touchesBegan() end
            w:addSubview(other)
            tap(50, 50)
            drag(50, 50, 100, 100)
            """, chunkName: "=t"), .ok)
        XCTAssertEqual(rt.engine.overrideCalls, 0)
        XCTAssertEqual(rt.run(code: "tap(325, 625)", chunkName: "=t"), .ok)
        XCTAssertEqual(rt.engine.overrideCalls, 1, "the one override runs once, for began")
    }

    func testErrorsCarryLocationAndTraceback() throws {
        let (rt, _) = try runtime()
        let outcome = rt.run(code: """
            local w = UIWindow{} w:makeKeyAndVisible()
            local v = UIView{frame = {0, 0, 100, 100}}
            w:addSubview(v)
            function v:touchesBegan(touches, event)
              local x = nil
              return x.y
            end
            tap(10, 10)
            """, chunkName: "@scene.lua")
        guard case .error(let message, let traceback) = outcome else { return XCTFail("expected an error") }
        XCTAssertEqual(message, "scene.lua:6: attempt to index a nil value (local 'x')")
        XCTAssertTrue(traceback.hasPrefix("stack traceback:"), traceback)
        XCTAssertTrue(traceback.contains("scene.lua:6: in"), "the traceback shows the line inside the override")
        XCTAssertTrue(traceback.contains("scene.lua:8: in main chunk"), "and where the tap was made")
        XCTAssertTrue(rt.engine.dispatcher.event.allTouches.isEmpty)
    }

    func testArgumentErrorsUseLuaWording() throws {
        let (rt, _) = try runtime()
        let outcome = rt.run(code: "local v = UIView{}\nv:addSubview(5)", chunkName: "@s.lua")
        XCTAssertEqual(outcome, .error(message: "s.lua:2: bad argument #1 to 'addSubview' (UIView expected, got number)",
                                       traceback: "stack traceback:\n\t[C]: in method 'addSubview'\n\ts.lua:2: in main chunk"))
    }

    func testInstructionLimitCannotBeCaught() throws {
        var options = LuaRuntime.Options()
        options.maxInstructions = 50_000
        let (rt, out) = try runtime(options)
        let outcome = rt.run(code: """
            for i = 1, 5 do pcall(function() while true do end end) end
            print("escaped")
            """, chunkName: "=t")
        guard case .error(let message, _) = outcome else { return XCTFail("expected an error") }
        XCTAssertTrue(message.contains("instruction limit exceeded"), message)
        XCTAssertEqual(out(), "")
    }

    func testInstructionLimitInsideAnOverride() throws {
        var options = LuaRuntime.Options()
        options.maxInstructions = 50_000
        let (rt, _) = try runtime(options)
        let outcome = rt.run(code: """
            local w = UIWindow{} w:makeKeyAndVisible()
            local v = UIView{frame = {0, 0, 100, 100}}
            w:addSubview(v)
            function v:pointInside() while true do end end
            pcall(tap, 10, 10)
            print("escaped")
            """, chunkName: "=t")
        guard case .error(let message, _) = outcome else { return XCTFail("expected an error") }
        XCTAssertTrue(message.contains("instruction limit exceeded"), message)
    }

    /// Allocations made while Swift runs never fail (that would longjmp across
    /// Swift); the overshoot is raised by the trampoline once Swift has returned.
    func testMemoryLimitWhileSwiftAllocates() throws {
        var options = LuaRuntime.Options()
        options.maxMemoryMB = 4
        let (rt, _) = try runtime(options)
        let outcome = rt.run(code: "local t = {} for i = 1, 1e6 do t[i] = UIView{name = 'v' .. i} end", chunkName: "=t")
        guard case .error(let message, _) = outcome else { return XCTFail("expected an error") }
        XCTAssertTrue(message.contains("memory"), message)
        // The state is still usable afterwards (the garbage can be collected).
        XCTAssertEqual(rt.run(code: "collectgarbage() local v = UIView{} assert(v)", chunkName: "=t"), .ok)
    }

    func testSandboxRemovesDangerousLibraries() throws {
        var options = LuaRuntime.Options()
        options.sandbox = true
        let (rt, _) = try runtime(options)
        XCTAssertEqual(rt.run(code: """
            assert(io == nil and debug == nil and package == nil and require == nil)
            assert(dofile == nil and loadfile == nil and string.dump == nil)
            local names = {} for k in pairs(os) do names[#names + 1] = k end table.sort(names)
            assert(table.concat(names, " ") == "clock date time", table.concat(names, " "))
            assert(load("\\27Lua") == nil)
            assert(collectgarbage("count") > 0 and collectgarbage("step") ~= nil)
            assert(not pcall(collectgarbage, "stop"))
            """, chunkName: "=t"), .ok)
    }

    func testScriptArguments() throws {
        var options = LuaRuntime.Options()
        options.scriptName = "s.lua"
        options.scriptArguments = ["a", "b"]
        let (rt, out) = try runtime(options)
        XCTAssertEqual(rt.run(code: "print(arg[0], arg[1], arg[2], #arg)", chunkName: "=t"), .ok)
        XCTAssertEqual(out(), "s.lua\ta\tb\t2\n")
    }

    func testTraceFormats() throws {
        let (rt, out) = try runtime()
        rt.setLiveTrace(.json)
        XCTAssertEqual(rt.run(code: """
            local w = UIWindow{name = "w"} w:makeKeyAndVisible()
            tap(10, 10)
            """, chunkName: "=t"), .ok)
        XCTAssertEqual(out(), """
            {"kind":"hitTest","time":0,"view":"UIWindow \\"w\\"","reason":"in UIWindow \\"w\\"","point":{"x":10,"y":10}}
            {"kind":"deliver","time":0,"view":"UIWindow \\"w\\"","method":"touchesBegan","touches":1}
            {"kind":"forward","time":0,"method":"touchesBegan","from":"UIWindow \\"w\\"","to":"UIApplication","touches":1}
            {"kind":"deliver","time":0.05,"view":"UIWindow \\"w\\"","method":"touchesEnded","touches":1}
            {"kind":"forward","time":0.05,"method":"touchesEnded","from":"UIWindow \\"w\\"","to":"UIApplication","touches":1}

            """)
    }

    func testRecordsHoldObjects() throws {
        let (rt, _) = try runtime()
        XCTAssertEqual(rt.run(code: """
            local w = UIWindow{} w:makeKeyAndVisible()
            local v = UIView{name = "v", frame = {0, 0, 50, 50}} w:addSubview(v)
            sim.record(true)
            tap(10, 10)
            local r = sim.records()
            assert(r[1].kind == "hitTest" and r[1].view == v and r[1].point == CGPoint(10, 10))
            assert(r[2].kind == "deliver" and r[2].method == "touchesBegan" and r[2].view == v)
            assert(r[3].kind == "forward" and r[3].from == v and r[3].to == w)
            sim.recordLimit = 2
            assert(#sim.records() == 2)
            sim.clearRecords()
            assert(#sim.records() == 0)
            """, chunkName: "=t"), .ok)
    }

    func testEvaluateLikeTheLuaPrompt() throws {
        let (rt, out) = try runtime()
        XCTAssertEqual(rt.evaluate("1 + 2"), .done(nil))
        XCTAssertEqual(rt.evaluate("for i = 1, 2 do"), .incomplete)
        XCTAssertEqual(rt.evaluate("x = UIView{name = 'x'}"), .done(nil))
        XCTAssertEqual(rt.evaluate("x"), .done(nil))
        if case .done(let report) = rt.evaluate("error('nope')") {
            XCTAssertEqual(report?.hasPrefix("stdin:1: nope"), true)
        }
        XCTAssertEqual(out(), "3\nUIView \"x\" (0,0,0,0)\n")
    }

    func testEditDistanceSuggestions() {
        XCTAssertEqual(closestSelector(to: "touchBegan"), "touchesBegan")
        XCTAssertEqual(closestSelector(to: "hittest"), "hitTest")
        XCTAssertEqual(closestSelector(to: "pointInsde"), "pointInside")
        XCTAssertNil(closestSelector(to: "hitTest"))
        XCTAssertNil(closestSelector(to: "handleTap"))
        XCTAssertNil(closestSelector(to: "score"))
    }

    /// A closed runtime leaves nothing behind: its engine, its objects and its
    /// classes (built-in and script subclasses) are all freed (issue 8, S3).
    func testClosingARuntimeFreesEverything() throws {
        weak var engine: Engine?
        weak var view: EngineObject?
        var classes: [Weak] = []
        let before = liveRuntimeCount
        do {
            let (rt, _) = try runtime()
            XCTAssertEqual(rt.run(code: """
                Card = UIView:subclass("Card")
                function Card:touchesBegan() end
                w = UIWindow{} w:makeKeyAndVisible()
                keep = Card{frame = {0, 0, 50, 50}}
                w:addSubview(keep)
                keep:addGestureRecognizer(UITapGestureRecognizer{action = function() end})
                tap(10, 10)
                setmetatable({}, {__gc = function() end})
                """, chunkName: "=leak"), .ok)
            engine = rt.engine
            view = rt.engine.application.windows.first?.subviews.first
            classes = rt.classes.dropFirst().map { Weak($0) }
            XCTAssertEqual(liveRuntimeCount, before + 1)
        }
        XCTAssertEqual(liveRuntimeCount, before)
        XCTAssertNil(engine, "the engine outlived its runtime")
        XCTAssertNil(view, "a view outlived its runtime")
        XCTAssertFalse(classes.isEmpty)
        XCTAssertEqual(classes.filter { $0.object != nil }.count, 0, "classes outlived their runtime")
    }

    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
