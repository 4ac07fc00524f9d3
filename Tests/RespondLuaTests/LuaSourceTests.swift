import RespondCore
@testable import RespondLua
import XCTest

/// `LuaSource`, the one writer of Lua source: what it writes reads back as
/// the same text in Lua, and a view is named the same way for the prompt and
/// the page.
final class LuaSourceTests: XCTestCase {
    func testEscapes() {
        XCTAssertEqual(LuaSource.string("a\"b\\c\nd\re\tf"), "\"a\\\"b\\\\c\\nd\\re\\tf\"")
        XCTAssertEqual(LuaSource.string("bell\u{7}del\u{7F}"), "\"bell\\007del\\127\"")
        XCTAssertEqual(LuaSource.string("zero\u{200B}width\u{FEFF}"), "\"zero\\u{200B}width\\u{FEFF}\"")
        XCTAssertEqual(LuaSource.string("取消 OK"), "\"取消 OK\"")
    }

    /// Every literal, run by Lua, gives back the text it was made from.
    func testLiteralsReadBack() throws {
        let runtime = try LuaRuntime()
        var printed = ""
        runtime.output = { printed += $0 }
        let texts = ["plain", "quote \" and \\ backslash", "lines\nand\rreturns\ttabs", "\u{1}\u{1F}\u{7F}9",
                     "\u{2028}\u{202E}\u{AD}", "按钮「确定」", ""]
        for text in texts {
            printed = ""
            XCTAssertEqual(runtime.run(code: "print(\(LuaSource.string(text)))", chunkName: "=t"), .ok)
            XCTAssertEqual(printed, text + "\n")
        }
    }

    /// The prompt's hint and the page's references name a view alike.
    func testViewReferences() throws {
        let runtime = try LuaRuntime()
        XCTAssertEqual(runtime.run(code: """
            local w = UIWindow{frame = CGRect(0, 0, 100, 100)}
            w:makeKeyAndVisible()
            local a = UIView{frame = CGRect(0, 0, 50, 50), name = "卡片"}
            w:addSubview(a)
            a:addSubview(UIView{frame = CGRect(0, 0, 5, 5)})
            local other = UIWindow{frame = CGRect(0, 0, 100, 100)}
            other.hidden = false
            other:addSubview(UIView{frame = CGRect(0, 0, 5, 5), name = "x"})
            """, chunkName: "=t"), .ok)
        XCTAssertEqual(runtime.viewPath(named: "卡片"), "app.keyWindow:find(\"卡片\")")
        XCTAssertEqual(runtime.viewPath(named: "x"), "app.windows[2]:find(\"x\")")
        XCTAssertNil(runtime.viewPath(named: "nobody"))
        let engine = runtime.engine
        let views = engine.application.windows.flatMap { $0.allViews() }
        let refs = LuaSource.references(to: views, in: engine, globals: [:])
        XCTAssertEqual(views.map { refs[ObjectIdentifier($0)] ?? "-" },
                       ["app.keyWindow", "app.keyWindow:find(\"卡片\")", "app.keyWindow:find(\"卡片\").subviews[1]",
                        "app.windows[2]", "app.windows[2]:find(\"x\")"])
    }
}
