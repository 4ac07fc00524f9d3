import RespondCore
@testable import RespondLua
import XCTest

/// The line of Chinese under the errors a learner meets most (`ChineseNotes`).
final class ChineseNotesTests: XCTestCase {
    func testLuasRuntimeErrors() {
        let cases: [(String, String)] = [
            ("app.lua:2: attempt to index a nil value (global 'buton')",
             "说明：你想从全局变量 'buton' 里取字段（用 . 或 [ ]），但它是 nil（没有值）。这个名字没有值：是拼错了，还是还没有赋值？"),
            ("app.lua:7: attempt to call a nil value (method 'addSubView')",
             "说明：你想调用方法 'addSubView'，但它是 nil（没有值）。这个对象没有叫 'addSubView' 的字段或方法：检查拼写和大小写（UIKit 的名字区分大小写）。"),
            ("attempt to perform arithmetic on a UIView value (local 'v')",
             "说明：你想对局部变量 'v' 做算术运算，但它是 UIView。"),
            ("stdin:1: attempt to get length of a nil value", "说明：你想用 # 取一个 nil 值（没有值）的长度。"),
            ("stdin:1: attempt to concatenate a table value", "说明：你想用 .. 连接一个表。"),
            ("x.lua:3: attempt to compare number with nil", "说明：不能比较数字和 nil（没有值）的大小。"),
            ("x.lua:3: attempt to compare two table values", "说明：不能比较两个表值的大小。"),
            ("x.lua:9: stack overflow",
             "说明：栈溢出：函数调用了自己太多层（无限递归？），比如在 hitTest 里又调用了同一个视图的 hitTest。"),
        ]
        for (message, note) in cases {
            XCTAssertEqual(ChineseNotes.note(for: message), note, message)
        }
    }

    func testArgumentErrors() {
        XCTAssertEqual(ChineseNotes.note(for: "a.lua:1: bad argument #2 to 'addSubview' (UIView expected, got number)"),
                       "说明：'addSubview' 的第 2 个参数不对：需要 UIView，得到的是数字。")
        XCTAssertEqual(ChineseNotes.note(for: "a.lua:1: bad argument #1 to 'hitTest' (UIView expected, got table)"),
                       "说明：'hitTest' 的第 1 个参数不对：需要 UIView，得到的是表。"
                       + "如果 'hitTest' 是对象的方法，要用冒号调用：obj:hitTest(...)，不是 obj.hitTest(...)。")
        XCTAssertEqual(ChineseNotes.note(for: "bad argument #1 to 'tap' (number expected, got no value)"),
                       "说明：'tap' 的第 1 个参数不对：需要数字，得到的是什么也没有（少传了这个参数？）。")
        XCTAssertEqual(ChineseNotes.note(for: "a.lua:4: calling 'hitTest' on bad self (UIView expected, got number)"),
                       "说明：调用 'hitTest' 的对象不对：需要 UIView，得到的是数字。"
                       + "方法要用冒号调用：obj:hitTest(...)，不是 obj.hitTest(...)。")
    }

    func testSyntaxErrors() {
        XCTAssertEqual(ChineseNotes.note(for: "app.lua:12: 'end' expected (to close 'function' at line 3) near <eof>"),
                       "说明：语法错误：第 3 行的 'function' 缺少和它配对的 'end'（在代码的末尾发现的）。")
        XCTAssertEqual(ChineseNotes.note(for: "app.lua:1: 'end' expected near <eof>"), "说明：语法错误：在代码的末尾缺少 'end'。")
        XCTAssertEqual(ChineseNotes.note(for: "app.lua:1: ')' expected near 'then'"), "说明：语法错误：在 'then' 附近缺少 ')'。")
        XCTAssertEqual(ChineseNotes.note(for: "stdin:1: unexpected symbol near '='"), "说明：语法错误：在 '=' 附近有 Lua 看不懂的符号。")
        XCTAssertEqual(ChineseNotes.note(for: "stdin:1: unfinished string near '\"abc'"), "说明：语法错误：字符串没有结束（缺少右引号）。")
        XCTAssertEqual(ChineseNotes.note(for: "stdin:1: malformed number near '3x'"), "说明：语法错误：在 '3x' 附近的数字写得不对。")
    }

    func testTheEnginesWords() {
        XCTAssertEqual(ChineseNotes.note(for: "a.lua:2: cannot assign to 'window': it is a read-only property of UIView"),
                       "说明：'window' 是 UIView 的只读属性，不能赋值。")
        XCTAssertEqual(ChineseNotes.note(for: "a.lua:2: instruction limit exceeded (1000 instructions)"),
                       "说明：代码执行的指令数超过了 --max-instructions 的上限：是不是有死循环？")
        XCTAssertEqual(ChineseNotes.note(for: "time limit exceeded (1 s of CPU time)"),
                       "说明：代码运行的时间超过了 --max-time 的上限：是不是有死循环？")
    }

    /// A message it does not know, a script's own error, and the punctuation
    /// scanner's lines (already in Chinese) get no note.
    func testUnknownMessagesGetNone() {
        XCTAssertNil(ChineseNotes.note(for: "app.lua:3: my own error"))
        XCTAssertNil(ChineseNotes.note(for: "attempt to yield across a C-call boundary"))
        XCTAssertNil(ChineseNotes.note(for: "stdin:1: 第 1 行，第 11 列：'，' 是全角逗号；Lua 需要 ','\nstdin:1: '}' expected near '<\\239>'"))
    }

    /// Any text can be an error message (a script's own `error(...)`): cut-off and
    /// odd versions of every shape give a note or none, never a crash.
    func testOddMessagesNeverCrash() {
        let shapes = ["attempt to index a nil value (global 'x')", "attempt to compare two table values",
                      "attempt to compare number with nil", "bad argument #1 to 'f' (UIView expected, got table)",
                      "calling 'f' on bad self (UIView expected, got number)",
                      "'end' expected (to close 'function' at line 3) near <eof>", "unexpected symbol near '='",
                      "cannot assign to 'x': it is a read-only property of UIView", "instruction limit exceeded"]
        var checked = 0
        for shape in shapes {
            let characters = Array(shape)
            for cut in 0...characters.count {
                for tail in ["", "'", "')", " (')", "''')", " near ", " expected, got ", ":1: "] {
                    _ = ChineseNotes.note(for: String(characters[..<cut]) + tail)
                    _ = ChineseNotes.note(for: "a.lua:1: " + String(characters[..<cut]) + tail)
                    checked += 2
                }
            }
        }
        XCTAssertGreaterThan(checked, 1000)
        XCTAssertEqual(ChineseNotes.note(for: "attempt to index a nil value (')"),
                       "说明：你想从一个 nil 值（没有值）里取字段（用 . 或 [ ]）。")
    }

    /// Only in Chinese: English readers get Lua's message alone.
    func testAddedOnlyForChineseReaders() {
        let saved = Language.current
        defer { Language.current = saved }
        let message = "app.lua:2: attempt to index a nil value (global 'buton')"
        Language.current = .en
        XCTAssertEqual(ChineseNotes.adding(to: message), message)
        Language.current = .zh
        XCTAssertTrue(ChineseNotes.adding(to: message).hasPrefix(message + "\n说明：你想从全局变量 'buton' 里取字段"))
    }
}
