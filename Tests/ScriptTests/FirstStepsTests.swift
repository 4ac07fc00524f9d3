import Foundation
import RespondCore
@testable import RespondLua
import XCTest

/// What a learner's first script and first touch are told, through every way in:
/// code typed with a Chinese input method (a full-width comma, a name in
/// Chinese) in a script, `-e`, standard input, `respond-lua test` and an
/// exercise; a tap on a window never made visible; a local that hides a helper.
final class FirstStepsTests: XCTestCase {
    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-first-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static let comma = "UIView{name = \"A\"，frame = {0, 0, 10, 10}}\n"
    static let commaFinding = "line 1, column 18: '，' is a full-width comma; Lua needs ','"
    static let commaLua = "'}' expected near '<\\239>'"

    func testAScriptThatDoesNotCompile() throws {
        let directory = try temporaryDirectory()
        try Self.comma.write(to: directory.appendingPathComponent("app.lua"), atomically: false, encoding: .utf8)
        let run = try TestProcess.respondLua(["app.lua"], directory: directory)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "app.lua:1: \(Self.commaFinding)\napp.lua:1: \(Self.commaLua)\n")

        let name = try TestProcess.respondLua(["-e", "local 按钮 = UIButton{}"])
        XCTAssertEqual(name.status, 1)
        XCTAssertEqual(name.stderr, """
            (command line):1: line 1, column 7: '按钮' is not a Lua name: Lua names use ASCII letters, digits and _ (a string, "按钮", can hold any text)
            (command line):1: <name> expected near '<\\230>'

            """)
        let piped = try TestProcess.respondLua(["-"], input: "print(1)\nprint（\"hi\"）\n")
        XCTAssertEqual(piped.status, 1)
        XCTAssertEqual(piped.stderr, """
            stdin:2: line 2, column 6: '（' is a full-width opening parenthesis; Lua needs '('
            stdin:2: line 2, column 11: '）' is a full-width closing parenthesis; Lua needs ')'
            stdin:2: syntax error near '<\\239>'

            """)
        let quotes = try TestProcess.respondLua(["-e", "print(“A”)"])
        XCTAssertEqual(quotes.stderr, """
            (command line):1: line 1, column 7: '“' is a typographic opening double quote; Lua needs '"'
            (command line):1: line 1, column 9: '”' is a typographic closing double quote; Lua needs '"'
            (command line):1: unexpected symbol near '<\\226>'

            """)
    }

    /// What compiles runs as it is: the runtime never looks at it, nor changes it.
    func testAScriptThatCompilesIsUntouched() throws {
        let directory = try temporaryDirectory()
        let text = "#!/usr/bin/env respond-lua\nprint(\"A，B（“C”）\") -- 注释，（\nprint([[，]])\n"
        try text.write(to: directory.appendingPathComponent("ok.lua"), atomically: false, encoding: .utf8)
        let run = try TestProcess.respondLua(["ok.lua"], directory: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "A，B（“C”）\n，\n")
        XCTAssertEqual(run.stderr, "")
        let other = try TestProcess.respondLua(["-e", "x = = 1 -- 注释，"])
        XCTAssertEqual(other.stderr, "(command line):1: unexpected symbol near '='\n", "nothing to name: Lua's message alone")
    }

    /// A file the script loads at run time (`dofile`, `require`, `-l`) that does
    /// not compile is explained in the report as a script is; never under
    /// --sandbox (the message could be the script's own, naming any file), and
    /// a script's `pcall` gets Lua's message as it is.
    func testAFileLoadedAtRunTime() throws {
        let directory = try temporaryDirectory()
        try "local t = {a = 1，b = 2}\nreturn t\n".write(to: directory.appendingPathComponent("mod.lua"), atomically: false, encoding: .utf8)
        let finding = "mod.lua:1: line 1, column 17: '，' is a full-width comma; Lua needs ','\n"
        let dofile = try TestProcess.respondLua(["-e", "dofile('mod.lua')"], directory: directory)
        XCTAssertTrue(dofile.stderr.hasPrefix(finding + "mod.lua:1: '}' expected near '<\\239>'\nstack traceback:\n"), dofile.stderr)
        let required = try TestProcess.respondLua(["-e", "require('mod')"], directory: directory)
        XCTAssertTrue(required.stderr.hasPrefix("./" + finding + "error loading module 'mod' from file './mod.lua':\n"
                                                + "\t./mod.lua:1: '}' expected near '<\\239>'\n"), required.stderr)
        let option = try TestProcess.respondLua(["-l", "mod", "-e", "print(1)"], directory: directory)
        XCTAssertTrue(option.stderr.hasPrefix("./" + finding), option.stderr)
        let caught = try TestProcess.respondLua(["-e", "print(pcall(dofile, 'mod.lua'))"], directory: directory)
        XCTAssertEqual(caught.stdout, "false\tmod.lua:1: '}' expected near '<\\239>'\n")
        let sandboxed = try TestProcess.respondLua(["--sandbox", "-e", "error('mod.lua:1: x near y', 0)"], directory: directory)
        XCTAssertTrue(sandboxed.stderr.hasPrefix("mod.lua:1: x near y\nstack traceback:\n"), sandboxed.stderr)
        let fifo = directory.appendingPathComponent("pipe.lua").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let named = try TestProcess.respondLua(["-e", "error('pipe.lua:1: x near y', 0)"], directory: directory)
        XCTAssertTrue(named.stderr.hasPrefix("pipe.lua:1: x near y\n"), "a pipe is never opened: \(named.stderr)")
    }

    /// Only an error `dofile` or `require` raised is explained from the file: a
    /// script's own `error`, or `load`'s message for a chunk named like a file, is
    /// not (the file on disk is not what failed). And a script read from a named
    /// pipe that does not compile is reported at once (the pipe is not opened again).
    func testOnlyTheirOwnErrorsAreExplainedFromFiles() throws {
        let directory = try temporaryDirectory()
        try "x = 1\ny = 2，\n".write(to: directory.appendingPathComponent("other.lua"), atomically: false, encoding: .utf8)
        let made = try TestProcess.respondLua(["-e", "error('other.lua:1: unexpected symbol near x', 0)"], directory: directory)
        XCTAssertTrue(made.stderr.hasPrefix("other.lua:1: unexpected symbol near x\nstack traceback:\n"), made.stderr)
        let loaded = try TestProcess.respondLua(["-e", "local f, e = load('x = 1，', '@other.lua') error(e, 0)"], directory: directory)
        XCTAssertTrue(loaded.stderr.hasPrefix("other.lua:1: unexpected symbol near '<\\239>'\n"), loaded.stderr)
        let fifo = directory.appendingPathComponent("piped.lua").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(Data("x = 1，\n".utf8))
                try? handle.close()
            }
        }
        writer.start()
        let piped = try TestProcess.respondLua([fifo], directory: directory)
        XCTAssertEqual(piped.status, 1)
        XCTAssertTrue(piped.stderr.contains("piped.lua:1: unexpected symbol near '<\\239>'"), piped.stderr)
    }

    func testTheTestCommand() throws {
        let directory = try temporaryDirectory()
        try Self.comma.write(to: directory.appendingPathComponent("zh_test.lua"), atomically: false, encoding: .utf8)
        let run = try TestProcess.respondLua(["test", "zh_test.lua"], directory: directory)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("zh_test.lua:1: \(Self.commaFinding)\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("zh_test.lua:1: \(Self.commaLua)"), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix("0 passed, 1 failed\n"), run.stdout)
    }

    /// The learner's code in an exercise: the lines are the copy's.
    func testAnExercise() throws {
        let workspace = try temporaryDirectory().path
        let source = ExerciseTests.exercises
        let book = try ExerciseBook(source: source, workspace: workspace)
        let exercise = book.exercises[0]
        XCTAssertEqual(try TestProcess.respondLua(["exercises", "list", "--workspace", workspace, "--source", source]).status, 0)
        let path = book.workPath(exercise)
        var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let marker = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("-- >>> your code") })
        lines.insert("local t = {1，2}", at: marker + 1)
        try lines.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
        let line = marker + 2
        let run = try TestProcess.respondLua(["exercises", "check", "1", "--workspace", workspace, "--source", source])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("""
            \(exercise.fileName):\(line): line \(line), column 13: '，' is a full-width comma; Lua needs ','
            \(exercise.fileName):\(line): '}' expected near '<\\239>'
            """), run.stdout)

        let (result, _) = try book.run(1, code: "local 按钮 = 1")
        guard case .error(let message) = result else { return XCTFail("\(result)") }
        XCTAssertTrue(message.contains("'按钮' is not a Lua name"), message)
    }

    // MARK: The first touch

    func testATapOnAWindowNeverShownNamesIt() throws {
        let run = try TestProcess.respondLua(["-e", """
            local main = UIWindow{name = "main"}
            main:addSubview(UIView{frame = {0, 0, 100, 100}})
            print(tap(10, 10))
            local other = UIWindow{}
            other.hidden = false
            other.hidden = true
            main:makeKeyAndVisible()
            main.hidden = true
            print(tap(10, 10))
            """])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "nil\nnil\n")
        XCTAssertEqual(run.stderr, """
            warning: the touch at (10,10) hit nothing: UIWindow "main" is hidden (windows start hidden: call main:makeKeyAndVisible())
            warning: the touch at (10,10) hit nothing: UIWindow "main" is hidden (its hidden is true); UIWindow#2 is hidden (its hidden is true)

            """)
        let unnamed = try TestProcess.respondLua(["-e", "UIWindow{} tap(10, 10)"])
        XCTAssertEqual(unnamed.stderr, "warning: the touch at (10,10) hit nothing: UIWindow#1 is hidden "
                       + "(windows start hidden: call makeKeyAndVisible() on it)\n")
        let none = try TestProcess.respondLua(["-e", "tap(10, 10)"])
        XCTAssertEqual(none.stderr, "warning: the touch at (10,10) hit nothing: there is no window "
                       + "(make one with UIWindow{} and call its makeKeyAndVisible())\n")
    }

    func testALocalThatHidesAHelperSaysSo() throws {
        let run = try TestProcess.respondLua(["-e", """
            local w = UIWindow{} w:makeKeyAndVisible()
            local pinch = UIPinchGestureRecognizer{}
            w:addGestureRecognizer(pinch)
            pinch({100, 100})
            """])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("""
            (command line):4: attempt to call a UIPinchGestureRecognizer value (local 'pinch'): 'pinch' here is your local variable \
            (a UIPinchGestureRecognizer), not the simulation helper; the helper is still reachable as sim.pinch
            stack traceback:
            """), run.stderr)
        let upvalue = try TestProcess.respondLua(["-e", """
            local tap = 3
            local function go() tap(10, 10) end
            go()
            """])
        XCTAssertTrue(upvalue.stderr.hasPrefix("""
            (command line):2: attempt to call a number value (upvalue 'tap'): 'tap' here is your local variable \
            (a number), not the simulation helper; the helper is still reachable as sim.tap

            """), upvalue.stderr)
        let global = try TestProcess.respondLua(["-e", "drag = UIView{name = 'drag'}\ndrag({0, 0}, {10, 10})"])
        XCTAssertTrue(global.stderr.hasPrefix("""
            (command line):2: attempt to call a UIView value (global 'drag'): 'drag' is now your global variable \
            (a UIView), which replaced the simulation helper; the helper is still reachable as sim.drag

            """), global.stderr)
        // Inside an override, called by the engine: the override's local.
        let inside = try TestProcess.respondLua(["-e", """
            local w = UIWindow{} w:makeKeyAndVisible()
            function w:touchesBegan() local swipe = {} swipe(1, 1, "up") end
            tap(10, 10)
            """])
        XCTAssertTrue(inside.stderr.hasPrefix("""
            (command line):2: attempt to call a table value (local 'swipe'): 'swipe' here is your local variable \
            (a table), not the simulation helper; the helper is still reachable as sim.swipe

            """), inside.stderr)
        let gone = try TestProcess.respondLua(["-e", "local wait\nwait(1)"])
        XCTAssertTrue(gone.stderr.hasPrefix("""
            (command line):2: attempt to call a nil value (local 'wait'): 'wait' here is your local variable (nil), \
            not the simulation helper; the helper is still reachable as sim.wait

            """), gone.stderr)
        // Names that are no helper, and a helper's global set to nil, keep Lua's message.
        let removed = try TestProcess.respondLua(["-e", "tap = nil tap(1, 1)"])
        XCTAssertTrue(removed.stderr.hasPrefix("(command line):1: attempt to call a nil value (global 'tap')\n"), removed.stderr)
        let other = try TestProcess.respondLua(["-e", "local button = UIButton{} button()"])
        XCTAssertTrue(other.stderr.hasPrefix("(command line):1: attempt to call a UIButton value (local 'button')\n"),
                      other.stderr)
    }

    /// The prompt says it too (its statements are compiled and reported the same way).
    func testThePromptSaysItToo() throws {
        var out = ""
        let make = {
            let rt = try LuaRuntime()
            rt.output = { out += $0 }
            rt.errorOutput = { out += $0 }
            return rt
        }
        let session = ReplSession(runtime: try make(), makeRuntime: make)
        _ = session.feed("local rotate = UIRotationGestureRecognizer{} rotate({1, 1})")
        XCTAssertTrue(out.hasPrefix("stdin:1: attempt to call a UIRotationGestureRecognizer value (local 'rotate'): 'rotate' here is your local "
                                    + "variable (a UIRotationGestureRecognizer), not the simulation helper; the helper is "
                                    + "still reachable as sim.rotate\n"), out)
        out = ""
        _ = session.feed("w = UIWindow{name = 'main'}")
        _ = session.feed("tap(5, 5)")
        XCTAssertEqual(out, "warning: the touch at (5,5) hit nothing: UIWindow \"main\" is hidden (windows start hidden: "
                       + "call main:makeKeyAndVisible())\nnil\n")
    }

    // MARK: What an iOS developer's first Lua gets told (issue 35)

    /// A method called with a dot, a class name spelt the British way, a target
    /// of `self` at the top level: each is told what went wrong, in English and,
    /// under a Chinese locale, with a Chinese note.
    func testCommonSlipsAreNamed() throws {
        func run(_ code: String, zh: Bool = false) throws -> String {
            try TestProcess.run(CommandLineTests.binary, ["-e", code],
                                environment: zh ? ["LANG": "zh_CN.UTF-8", "LC_ALL": ""] : ["LANG": "C", "LC_ALL": ""]).stderr
        }
        let dot = "local w = UIWindow{} local v = UIView{} w.addSubview(v)"
        XCTAssertTrue(try run(dot).hasPrefix("(command line):1: bad argument #2 to 'addSubview' (UIView expected, got no value);"
                                             + " a method is called with ':' (obj:addSubview(...)), not '.'\n"))
        XCTAssertTrue(try run(dot, zh: true).contains("\n说明：'addSubview' 的第 2 个参数不对：需要 UIView，得到的是什么也没有（少传了这个参数？）。"
                                                      + "如果 'addSubview' 是对象的方法，要用冒号调用：obj:addSubview(...)，不是 obj.addSubview(...)。\n"))
        XCTAssertTrue(try run("w = UIWindow{} w:addSubview()").hasPrefix(
            "(command line):1: bad argument #1 to 'addSubview' (UIView expected, got no value)\n"), "a colon call is not told about colons")
        let british = "local g = UITapGestureRecogniser{}"
        XCTAssertTrue(try run(british).hasPrefix(
            "(command line):1: attempt to call a nil value (global 'UITapGestureRecogniser'); did you mean 'UITapGestureRecognizer'?\n"))
        XCTAssertTrue(try run(british, zh: true).contains("这个名字没有值：你是不是想写 'UITapGestureRecognizer'？"))
        XCTAssertTrue(try run("foo()").hasPrefix("(command line):1: attempt to call a nil value (global 'foo')\n"), "nothing close: no guess")
        let selfTarget = """
            local w = UIWindow{} w:makeKeyAndVisible() local b = UIButton{name = "b", frame = {0, 0, 50, 50}} w:addSubview(b)
            b:addTarget(self, "tapped", "touchUpInside") tap(b) tap(b)
            """
        XCTAssertEqual(try run(selfTarget), "warning: UIButton \"b\" sent 'tapped' with a nil target, and nobody in the responder"
                       + " chain from UIButton \"b\" handles 'tapped' (the action did nothing; a nil target searches the responder"
                       + " chain, as in UIKit; if you passed self, self is nil outside a method: pass the object that has 'tapped')\n")
        XCTAssertEqual(try run("local w = UIWindow{} w:makeKeyAndVisible() print(app:sendAction('nothing', nil, w, nil))"), "",
                       "a script's own sendAction gets false, and no warning")
    }

    /// The warnings a learner meets (SPEC 12.1's catalogue, misspelt names,
    /// nil-targeted actions) follow the language: under a Chinese locale each
    /// line is Chinese, with the names as they are written.
    func testWarningsFollowTheLanguage() throws {
        let code = """
            local w = UIWindow{} w:makeKeyAndVisible()
            local tv = UITableView{frame = {0, 0, 375, 600}} w:addSubview(tv)
            local ds = {}
            function ds:numberOfRowsInSection(t, s) return 1 end
            function ds:cellForRowAt(t, ip) return UITableViewCell{} end
            function ds:willDisplay(t, c, ip) end
            function ds.didSelectRowAt(t, ip) end
            function ds:didSelectRowAtIndexPathh(t, ip) end
            tv.dataSource = ds tv.delegate = ds
            local Cell = UITableViewCell:subclass("MyCell")
            function Cell:prepareForReuse() end
            local b = UIButton{name = "b", frame = {0, 600, 100, 50}} w:addSubview(b)
            b:addTarget(nil, "tapped", "touchUpInside") tap(10, 610)
            local v = UIView{name = "v"} v.framme = 3
            v.tintColor = 1
            """
        func run(_ zh: Bool) throws -> [String] {
            try TestProcess.run(CommandLineTests.binary, ["-e", code],
                                environment: zh ? ["LANG": "zh_CN.UTF-8", "LC_ALL": ""] : ["LANG": "C", "LC_ALL": ""])
                .stderr.split(separator: "\n").map(String.init)
        }
        XCTAssertEqual(try run(false), [
            "warning: (command line):8: 'didSelectRowAtIndexPathh' is not a method of UITableViewDelegate; did you mean"
                + " 'didSelectRowAt'? (the data source of UITableView#1 keeps it, and nothing calls it)",
            "warning: (command line):7: didSelectRowAt is called as delegate:didSelectRowAt(tableView, indexPath), but this"
                + " function takes (t, ip): write function d:didSelectRowAt(t, ip), or add self as the first parameter",
            "warning: (command line):6: 'willDisplay' is UIKit API respond-lua does not call (UITableViewDelegate); the"
                + " delegate of UITableView#1 keeps it, and nothing calls it",
            "warning: (command line):11: 'prepareForReuse' is UIKit API respond-lua does not call (UITableViewCell);"
                + " class MyCell keeps it, and nothing calls it",
            "warning: UIButton \"b\" sent 'tapped' with a nil target, and nobody in the responder chain from UIButton \"b\""
                + " handles 'tapped' (the action did nothing; a nil target searches the responder chain, as in UIKit; if you"
                + " passed self, self is nil outside a method: pass the object that has 'tapped')",
            "warning: (command line):14: 'framme' is not a property or method of UIView; did you mean 'frame'?"
                + " (UIView \"v\" keeps it as a field of its own)",
            "warning: (command line):15: 'tintColor' is UIKit API respond-lua does not implement (a property of UIView);"
                + " UIView \"v\" keeps it as a field of its own, which the engine never reads or calls",
        ])
        XCTAssertEqual(try run(true), [
            "警告：(command line):8: 'didSelectRowAtIndexPathh' 不是 UITableViewDelegate 的方法；你想写的是 'didSelectRowAt' 吗？"
                + "（UITableView#1 的数据源里留着它，但没有谁会调用它）",
            "警告：(command line):7: didSelectRowAt 是以 delegate:didSelectRowAt(tableView, indexPath) 的形式调用的，"
                + "但这个函数的参数是 (t, ip)：请写成 function d:didSelectRowAt(t, ip)，或者把 self 加为第一个参数",
            "警告：(command line):6: 'willDisplay' 是 respond-lua 不会调用的 UIKit API（UITableViewDelegate）；"
                + "UITableView#1 的代理里留着它，但没有谁会调用它",
            "警告：(command line):11: 'prepareForReuse' 是 respond-lua 不会调用的 UIKit API（UITableViewCell）；"
                + "类 MyCell 里留着它，但没有谁会调用它",
            "警告：UIButton \"b\" 以 nil 为 target 发送了 'tapped'，但从 UIButton \"b\" 开始的响应者链上没有谁处理 'tapped'"
                + "（这个 action 什么也没做；与 UIKit 一样，nil target 会沿响应者链查找；如果你传的是 self，在方法之外 self 是 nil："
                + "请传入拥有 'tapped' 方法的对象）",
            "警告：(command line):14: 'framme' 不是 UIView 的属性或方法；你想写的是 'frame' 吗？（UIView \"v\" 把它存成了自己的字段）",
            "警告：(command line):15: 'tintColor' 是 respond-lua 没有实现的 UIKit API（UIView 的属性）；"
                + "UIView \"v\" 把它存成了自己的字段，引擎从不读取或调用它",
        ])
    }
}
