import Foundation
import RespondCore
@testable import RespondLua
import XCTest

final class ReplSessionTests: XCTestCase {
    func session() throws -> (ReplSession, () -> String) {
        var out = ""
        let make = {
            let rt = try LuaRuntime()
            rt.output = { out += $0 }
            rt.errorOutput = { out += $0 }
            return rt
        }
        let s = ReplSession(runtime: try make(), makeRuntime: make)
        return (s, { defer { out = "" }; return out })
    }

    func testValuesPrintReadably() throws {
        let (s, out) = try session()
        XCTAssertEqual(s.feed("t = {3, 2, name = 'x', nested = {deep = {deeper = {deepest = 1}}}}"), .done)
        _ = s.feed("t.self = t")
        _ = s.feed("t")
        XCTAssertEqual(out(), "{3, 2, name = \"x\", nested = {deep = {deeper = {...}}}, self = <cycle>}\n")
        _ = s.feed("UIView{name = 'a'}, 'text', 1.5, nil")
        XCTAssertEqual(out(), "UIView \"a\" (0,0,0,0)\ttext\t1.5\tnil\n", "a string as Lua's prompt prints it")
        _ = s.feed("'a\\tb\\nc', {'in a table'}")
        XCTAssertEqual(out(), "a\tb\nc\t{\"in a table\"}\n", "not escaped; quoted inside tables")
    }

    /// `=expr`, as Lua 5.3's prompt took it.
    func testEqualsSignPrintsAnExpression() throws {
        let (s, out) = try session()
        _ = s.feed("=1 + 1")
        XCTAssertEqual(out(), "2\n")
        _ = s.feed("x = 5")
        _ = s.feed("=x, x * 2")
        XCTAssertEqual(out(), "5\t10\n")
    }

    /// What explain, tree and printResponderChain print is not shown again as their value.
    func testInspectorsPrintOnce() throws {
        let (s, out) = try session()
        _ = s.feed("w = UIWindow{name = 'w'} w:makeKeyAndVisible() b = UIView{name = 'b', frame = {0, 0, 50, 50}} w:addSubview(b)")
        _ = out()
        _ = s.feed("tree()")
        XCTAssertEqual(out(), "UIWindow \"w\" (0,0,375,667)  [key window]\n  UIView \"b\" (0,0,50,50)\n")
        _ = s.feed("printResponderChain(b)")
        XCTAssertEqual(out(), "UIView \"b\"\n→ UIWindow \"w\"\n→ UIApplication\n")
        _ = s.feed("explain(10, 10)")
        let explained = out()
        XCTAssertTrue(explained.hasPrefix("explain (10,10)\n"), explained)
        XCTAssertEqual(explained.components(separatedBy: "responder chain:").count, 2, "printed once, not followed by its table")
        _ = s.feed("explain(10, 10).view")
        XCTAssertTrue(out().hasSuffix("responder chain: UIView \"b\" → UIWindow \"w\" → UIApplication\nUIView \"b\" (0,0,50,50)\n"),
                      "a value taken from the result is shown")
        _ = s.feed("#tree(), 1")
        XCTAssertTrue(out().hasSuffix("  UIView \"b\" (0,0,50,50)\n66\t1\n"))
        _ = s.feed("t = tree()")
        _ = out()
        _ = s.feed("t")
        XCTAssertEqual(out(), "UIWindow \"w\" (0,0,375,667)  [key window]\n  UIView \"b\" (0,0,50,50)\n\n", "the text, asked for on its own (and a newline, as print adds)")
    }

    func testColorsWhenAsked() throws {
        let (s, out) = try session()
        s.colors = true
        _ = s.feed("'text', 42, true, UIView{name = 'v'}")
        XCTAssertEqual(out(), "\u{1B}[32mtext\u{1B}[0m\t\u{1B}[36m42\u{1B}[0m\t\u{1B}[35mtrue\u{1B}[0m\tUIView \"v\" (0,0,0,0)\n")
        _ = s.feed("error('oops')")
        XCTAssertTrue(out().hasPrefix("\u{1B}[31mstdin:1: oops\u{1B}[0m\nstack traceback:"))
        s.colors = false
        _ = s.feed("'text', 42")
        XCTAssertEqual(out(), "text\t42\n", "no colour unless asked (pipes, tests)")
    }

    /// A misspelling typed again at the prompt warns again: every statement is stdin:1.
    func testWarningsAtThePromptRepeatPerStatement() throws {
        let (s, out) = try session()
        _ = s.feed("v = UIView{}")
        _ = s.feed("v.hiden = true")
        let warning = "warning: stdin:1: 'hiden' is not a property or method of UIView; did you mean 'hidden'? (UIView#1 keeps it as a field of its own)\n"
        XCTAssertEqual(out(), warning)
        _ = s.feed("w = UIView{} w.hiden = true")
        XCTAssertEqual(out(), warning.replacingOccurrences(of: "UIView#1", with: "UIView#2"))
    }

    /// A statement typed over several lines is one history entry.
    func testAStatementOverSeveralLinesIsOneEntry() throws {
        let (s, _) = try session()
        XCTAssertEqual(s.feed("for i = 1, 2 do"), .needMore)
        XCTAssertEqual(s.feed("  print(i)"), .needMore)
        XCTAssertEqual(s.feed("end"), .done)
        XCTAssertEqual(s.lastStatement, "for i = 1, 2 do\n  print(i)\nend")
        _ = s.feed("=1")
        XCTAssertEqual(s.lastStatement, "=1")
        _ = s.feed("if true then")
        s.cancelPending()
        XCTAssertEqual(s.lastStatement, "", "a statement dropped by Ctrl-C is not kept")
    }

    func testContinuationAndErrors() throws {
        let (s, out) = try session()
        XCTAssertEqual(s.feed("function f()"), .needMore)
        XCTAssertEqual(s.prompt, ">> ")
        XCTAssertEqual(s.feed("return 42 end"), .done)
        _ = s.feed("f()")
        XCTAssertEqual(out(), "42\n")
        _ = s.feed("nil + 1")
        XCTAssertTrue(out().hasPrefix("stdin:1: attempt to perform arithmetic on a nil value"))
        _ = s.feed("1")
        XCTAssertEqual(out(), "1\n", "the session goes on")
    }

    /// Ctrl-D (or the end of a pipe) inside a statement drops it with Lua's message,
    /// as `lua` and `python3` do, and the session goes on; on an empty line it means leave.
    func testEndOfInputInsideAStatement() throws {
        let (s, out) = try session()
        XCTAssertFalse(s.endOfInput(), "nothing unfinished: the caller leaves")
        XCTAssertEqual(s.feed("for i = 1, 2 do"), .needMore)
        XCTAssertEqual(s.feed("print(i)"), .needMore)
        XCTAssertTrue(s.endOfInput())
        XCTAssertEqual(out(), "stdin:2: 'end' expected (to close 'for' at line 1) near <eof>\n")
        XCTAssertEqual(s.prompt, "> ", "the statement is gone")
        XCTAssertEqual(s.feed("6 * 7"), .done)
        XCTAssertEqual(out(), "42\n")
    }

    /// What a Python user types first: `help` helps, `exit()` and `quit()` leave,
    /// a bare `exit` says how (it printed nil, and `exit()` an error); a script's own
    /// globals of those names are left alone.
    func testPythonsWordsForHelpAndLeaving() throws {
        let (s, out) = try session()
        XCTAssertEqual(s.feed("help"), .done)
        XCTAssertEqual(out(), ReplSession.help)
        XCTAssertEqual(s.feed(" help() "), .done)
        XCTAssertEqual(out(), ReplSession.help)
        XCTAssertEqual(s.feed("exit"), .done)
        XCTAssertEqual(out(), "Use :quit, exit() or Ctrl-D (on an empty line) to leave.\n")
        XCTAssertEqual(s.feed("quit"), .done)
        XCTAssertEqual(out(), "Use :quit, quit() or Ctrl-D (on an empty line) to leave.\n")
        XCTAssertEqual(s.feed("exit()"), .quit)
        XCTAssertEqual(s.feed("quit()"), .quit)
        _ = s.feed("function exit() return 'mine' end help = 'my help'")
        XCTAssertEqual(s.feed("exit()"), .done)
        XCTAssertEqual(s.feed("help"), .done)
        XCTAssertEqual(out(), "mine\nmy help\n")
    }

    /// After `-i script.lua` or `:load`, a view the script kept in a `local` is gone
    /// (as in lua); typing its name says where the view is instead of a bare nil.
    func testANameThatIsNilButNamesAViewSaysWhereItIs() throws {
        let (s, out) = try session()
        _ = s.feed("local w = UIWindow{} w:makeKeyAndVisible() local B = UIView{name = 'B'} w:addSubview(B)")
        _ = s.feed("local other = UIWindow{} other:addSubview(UIView{name = 'far'})")
        _ = out()
        _ = s.feed("B")
        XCTAssertEqual(out(), "nil\n(B is no global: a script's locals are gone, as in lua. "
                       + "The view named \"B\" is app.keyWindow:find(\"B\"))\n")
        _ = s.feed("far")
        XCTAssertTrue(out().hasSuffix("The view named \"far\" is app.windows[2]:find(\"far\"))\n"))
        _ = s.feed("B = app.keyWindow:find('B')")
        _ = s.feed("B")
        XCTAssertEqual(out(), "UIView \"B\" (0,0,0,0)\n")
        _ = s.feed("nothing")
        XCTAssertEqual(out(), "nil\n", "no note when no view has the name")
        _ = s.feed("x = nil")
        _ = s.feed("B.name = 'x'")
        _ = s.feed("x")
        XCTAssertTrue(out().hasSuffix("is app.keyWindow:find(\"x\"))\n"))
    }

    func testCommands() throws {
        let (s, out) = try session()
        _ = s.feed("w = UIWindow{name = 'w'} w:makeKeyAndVisible() b = UIView{name = 'b', frame = {0, 0, 50, 50}} w:addSubview(b)")
        _ = out()
        _ = s.feed(":tree")
        XCTAssertEqual(out(), "UIWindow \"w\" (0,0,375,667)  [key window]\n  UIView \"b\" (0,0,50,50)\n")
        _ = s.feed(":chain b")
        XCTAssertEqual(out(), "UIView \"b\"\n→ UIWindow \"w\"\n→ UIApplication\n")
        _ = s.feed(":chain nosuch")
        XCTAssertEqual(out(), ":chain nosuch: that is nil, not a responder (a view, a view controller, a window, the app)\n")
        _ = s.feed(":chain 5")
        XCTAssertEqual(out(), ":chain 5: that is a number, not a responder (a view, a view controller, a window, the app)\n")
        _ = s.feed(":chain b:")
        XCTAssertEqual(out(), ":chain b:: not an expression (<name> expected near <eof>)\n")
        _ = s.feed(":chain error('no')")
        XCTAssertEqual(out(), ":chain error('no'): no\n")
        _ = s.feed(":chain UIView{name = 'once'}")
        XCTAssertEqual(out(), "UIView \"once\"\n")
        _ = s.feed("=#w.subviews")
        XCTAssertEqual(out(), "1\n", "the expression ran once")
        _ = s.feed(":explain 10 10")
        XCTAssertTrue(out().contains("hit: UIView \"b\""))
        _ = s.feed(":explain 10")
        XCTAssertTrue(out().hasPrefix(":explain takes two numbers"))
        _ = s.feed(":trace on")
        _ = s.feed("tap(10, 10)")
        XCTAssertTrue(out().hasPrefix("[0.000] hitTest  at (10,10) → UIView \"b\""))
        _ = s.feed(":trace off")
        _ = s.feed(":reset")
        XCTAssertEqual(out(), "a fresh engine: no windows, no views, the clock at 0\n")
        _ = s.feed("w")
        XCTAssertEqual(out(), "nil\n")
        XCTAssertEqual(s.feed(":quit"), .quit)
        _ = s.feed(":nope")
        XCTAssertEqual(out(), "unknown command :nope (try :help)\n")
    }

    func testCompletionCandidates() throws {
        let (s, _) = try session()
        _ = s.feed("card = UIButton{name = 'card'} card.score = 3 function card:handle() end")
        XCTAssertEqual(s.completions(for: "UIWin"), ["UIWindow"])
        XCTAssertEqual(s.completions(for: "x = UIVi"), ["UIView", "UIViewController"])
        XCTAssertTrue(s.completions(for: "card.").contains("card.frame"), "properties")
        XCTAssertTrue(s.completions(for: "card.sc").contains("card.score"), "fields")
        XCTAssertEqual(s.completions(for: "card:han"), ["card:handle"], "own methods")
        XCTAssertTrue(s.completions(for: "card:addT").contains("card:addTarget"), "inherited built-ins")
        XCTAssertFalse(s.completions(for: "card:").contains("card:frame"), "no properties after ':'")
        XCTAssertEqual(s.completions(for: "UIView.subcl"), ["UIView.subclass"], "class members")
        XCTAssertTrue(s.completions(for: "string.fo").contains("string.format"))
        XCTAssertEqual(s.completions(for: "nothing.here"), [])
    }

    /// `sim.now`, `sim.keyboardVisible`, `sim.keyboardHeight` and `sim.recordLimit` (LUA_API 8) complete
    /// like the functions beside them, though an __index function computes them.
    func testSimulatorPropertiesComplete() throws {
        let (s, _) = try session()
        XCTAssertEqual(s.completions(for: "sim.no"), ["sim.now"])
        XCTAssertEqual(s.completions(for: "sim.keyb"), ["sim.keyboardHeight", "sim.keyboardVisible"])
        XCTAssertEqual(s.completions(for: "sim.keyboardH"), ["sim.keyboardHeight"])
        XCTAssertEqual(s.completions(for: "x = sim.recordL"), ["sim.recordLimit"])
        XCTAssertTrue(s.completions(for: "sim.").contains("sim.tap"), "and the functions still")
        XCTAssertEqual(s.completions(for: "sim:no"), [], "they are no methods")
    }

    func testCompletingValuesCommandsAndFiles() throws {
        let (s, _) = try session()
        _ = s.feed("v = UIView{frame = {0, 0, 10, 10}} r = CGRect(1, 2, 3, 4) p = CGPoint(1, 2)")
        XCTAssertEqual(s.completions(for: "v.frame.mi"), ["v.frame.midX", "v.frame.midY", "v.frame.minX", "v.frame.minY"])
        XCTAssertEqual(s.completions(for: "r.ins"), ["r.insetBy"])
        XCTAssertEqual(s.completions(for: "r:"), ["r:contains", "r:insetBy", "r:intersects", "r:offsetBy", "r:union"])
        XCTAssertEqual(s.completions(for: "p."), ["p.distance", "p.x", "p.y"])
        XCTAssertEqual(s.completions(for: "v.center.d"), ["v.center.distance"])
        XCTAssertEqual(s.completions(for: "CGAffineTransform.make"),
                       ["CGAffineTransform.makeRotation", "CGAffineTransform.makeScale", "CGAffineTransform.makeTranslation"])
        XCTAssertTrue(s.completions(for: "CGAffineTransform.").contains("CGAffineTransform.identity"))
        XCTAssertEqual(s.completions(for: "UIGestureRecognizer.defaults.panH"), ["UIGestureRecognizer.defaults.panHysteresis"])
        XCTAssertEqual(s.completions(for: "UIControl.defaults.trac"), ["UIControl.defaults.trackingMargin"])
        // What a constructor returns: the candidates replace the text after ')'.
        let line = "x = CGRect(0, 0, 1, 1).ma"
        XCTAssertEqual(s.completions(for: line), [".maxX", ".maxY"])
        XCTAssertEqual(s.completionStart(for: line), line.utf8.count - 3)
        XCTAssertEqual(s.completions(for: "CGAffineTransform.makeScale(2):inv"), [":inverted"])
        XCTAssertEqual(s.completions(for: "print(1)."), [], "nothing known about print's result")
        XCTAssertEqual(s.completions(for: ":tr"), [":trace", ":tree"])
        XCTAssertEqual(s.completions(for: ":"), ReplSession.commands)
        XCTAssertEqual(s.completions(for: ":trace o"), ["off", "on"])
        XCTAssertEqual(s.completionStart(for: ":trace o"), 7)
        XCTAssertEqual(s.completions(for: ":chain v.fr"), ["v.frame"])
        XCTAssertEqual(s.completionStart(for: ":chain v.fr"), 7)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repl-completion-\(getpid())")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        FileManager.default.createFile(atPath: directory.appendingPathComponent("scene.lua").path, contents: Data())
        FileManager.default.createFile(atPath: directory.appendingPathComponent(".hidden.lua").path, contents: Data())
        let dir = directory.path + "/"
        XCTAssertEqual(s.completions(for: ":load " + dir), [dir + "scene.lua", dir + "sub/"])
        XCTAssertEqual(s.completions(for: ":load " + dir + "sc"), [dir + "scene.lua"])
        XCTAssertEqual(s.completionStart(for: ":load " + dir + "sc"), 6)
    }
}
