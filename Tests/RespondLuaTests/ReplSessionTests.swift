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
        XCTAssertEqual(out(), "UIView \"a\" (0,0,0,0)\t\"text\"\t1.5\tnil\n")
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

    func testCommands() throws {
        let (s, out) = try session()
        _ = s.feed("w = UIWindow{name = 'w'} w:makeKeyAndVisible() b = UIView{name = 'b', frame = {0, 0, 50, 50}} w:addSubview(b)")
        _ = out()
        _ = s.feed(":tree")
        XCTAssertEqual(out(), "UIWindow \"w\" (0,0,375,667)  [key]\n  UIView \"b\" (0,0,50,50)\n")
        _ = s.feed(":chain b")
        XCTAssertEqual(out(), "UIView \"b\"\n→ UIWindow \"w\"\n→ UIApplication\n")
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
        XCTAssertEqual(s.completions(for: "sim.keyb"), [], "sim's computed fields are not raw keys")
        XCTAssertTrue(s.completions(for: "string.fo").contains("string.format"))
        XCTAssertEqual(s.completions(for: "nothing.here"), [])
    }
}
