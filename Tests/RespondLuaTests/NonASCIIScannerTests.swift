import Foundation
import RespondCore
@testable import RespondLua
import XCTest

/// What a chunk that does not compile says about the full-width punctuation, the
/// typographic quotes and the names in other letters a Chinese input method
/// types (`NonASCIIScanner`, used by `LuaRuntime.load`).
final class NonASCIIScannerTests: XCTestCase {
    func found(_ code: String) -> [String] {
        NonASCIIScanner.findings(in: code).map { "line \($0.line), column \($0.column): \($0.explanation)" }
    }

    // MARK: The scanner

    func testNamesFullWidthPunctuationWithLineAndColumn() {
        XCTAssertEqual(found("UIView{name = \"A\"，frame = {0, 0, 10, 10}}"),
                       ["line 1, column 18: '，' is a full-width comma; Lua needs ','"])
        XCTAssertEqual(found("print（\"hi\"）"), [
            "line 1, column 6: '（' is a full-width opening parenthesis; Lua needs '('",
            "line 1, column 11: '）' is a full-width closing parenthesis; Lua needs ')'",
        ])
        XCTAssertEqual(found("x = 1\ny = “A”"), [
            "line 2, column 5: '“' is a typographic opening double quote; Lua needs '\"'",
            "line 2, column 7: '”' is a typographic closing double quote; Lua needs '\"'",
        ])
    }

    /// Millions of findings are counted, not kept: the scan of a 6 MB file of
    /// full-width parentheses took 1.7 GB, outside --max-memory (issue 31,
    /// S2.9). A name of a million full-width letters is shown shortened.
    func testMillionsOfFindingsAreCountedNotKept() {
        let parentheses = Array("x = ".utf8) + Array(String(repeating: "（", count: 2_000_000).utf8)
        var scanner = NonASCIIScanner.Scanner(bytes: parentheses, keeping: 6)
        scanner.run()
        XCTAssertEqual(scanner.found.count, 6)
        XCTAssertEqual(scanner.count, 2_000_000)
        let said = NonASCIIScanner.explain("t.lua:1: unexpected symbol near '<\\239>'", code: parentheses)
        XCTAssertEqual(said.split(separator: "\n").count, NonASCIIScanner.listed + 2, said)
        XCTAssertTrue(said.contains("t.lua:1: and 1999995 more like these, from line 1, column 10"), said)

        let name = Array(String(repeating: "ａ", count: 1_000_000).utf8) + Array(" = 1".utf8)
        let shortened = String(repeating: "ａ", count: NonASCIIScanner.longestShownName) + "…"
        XCTAssertEqual(found(String(decoding: name, as: UTF8.self)), [
            "line 1, column 1: '\(shortened)' is written with full-width characters; Lua needs '"
                + String(repeating: "a", count: NonASCIIScanner.longestShownName) + "…'"])
    }

    func testNamesANameInOtherLetters() {
        XCTAssertEqual(found("local 按钮 = 1"), [
            "line 1, column 7: '按钮' is not a Lua name: Lua names use ASCII letters, digits and _ (a string, \"按钮\", can hold any text)",
        ])
        XCTAssertEqual(found("local button按钮 = 1\nlocal café = 2"), [
            "line 1, column 7: 'button按钮' is not a Lua name: Lua names use ASCII letters, digits and _ (a string, \"button按钮\", can hold any text)",
            "line 2, column 7: 'café' is not a Lua name: Lua names use ASCII letters, digits and _ (a string, \"café\", can hold any text)",
        ])
        XCTAssertEqual(found("ｐｒｉｎｔ(１２)"), [
            "line 1, column 1: 'ｐｒｉｎｔ' is written with full-width characters; Lua needs 'print'",
            "line 1, column 7: '１２' is written with full-width characters; Lua needs '12'",
        ])
    }

    /// Each character of the list, named, and none taken for another.
    func testEveryCharacterOfTheListIsNamed() {
        let expected: [(String, String)] = [
            ("，", "a full-width comma; Lua needs ','"),
            ("。", "an ideographic full stop; Lua needs '.' (or nothing, at the end of a statement)"),
            ("；", "a full-width semicolon; Lua needs ';'"),
            ("：", "a full-width colon; Lua needs ':'"),
            ("（", "a full-width opening parenthesis; Lua needs '('"),
            ("）", "a full-width closing parenthesis; Lua needs ')'"),
            ("【", "a full-width opening bracket; Lua needs '['"),
            ("】", "a full-width closing bracket; Lua needs ']'"),
            ("｛", "a full-width opening brace; Lua needs '{'"),
            ("｝", "a full-width closing brace; Lua needs '}'"),
            ("！", "a full-width exclamation mark; Lua has no '!': it writes 'not x', and '~=' for not equal"),
            ("？", "a full-width question mark; Lua has no '?' outside strings"),
            ("＝", "a full-width equals sign; Lua needs '='"),
            ("＋", "a full-width plus sign; Lua needs '+'"),
            ("－", "a full-width minus sign; Lua needs '-'"),
            ("＊", "a full-width asterisk; Lua needs '*'"),
            ("／", "a full-width slash; Lua needs '/'"),
            ("＜", "a full-width less-than sign; Lua needs '<'"),
            ("＞", "a full-width greater-than sign; Lua needs '>'"),
            ("、", "an ideographic comma; Lua needs ','"),
            ("《", "a double angle bracket; Lua needs '<'"),
            ("》", "a double angle bracket; Lua needs '>'"),
            ("．", "a full-width full stop; Lua needs '.'"),
            ("％", "the full-width form of '%'; Lua needs '%'"),
        ]
        var line = ""
        var columns: [Int] = []
        for (character, _) in expected {
            columns.append(line.count + 3)
            line += "x " + character + " "
        }
        let findings = NonASCIIScanner.findings(in: line)
        XCTAssertEqual(findings.count, expected.count, found(line).joined(separator: "\n"))
        for (i, (character, words)) in expected.enumerated() where i < findings.count {
            XCTAssertEqual(findings[i].explanation, "'\(character)' is \(words)")
            XCTAssertEqual(findings[i].column, columns[i], character)
            XCTAssertEqual(findings[i].line, 1)
        }
        // The quotes come in pairs, and what is between them is taken for a string.
        XCTAssertEqual(found("a = ‘b，’ c = “，d”"), [
            "line 1, column 5: '‘' is a typographic opening single quote; Lua needs \"'\"",
            "line 1, column 8: '’' is a typographic closing single quote; Lua needs \"'\"",
            "line 1, column 14: '“' is a typographic opening double quote; Lua needs '\"'",
            "line 1, column 17: '”' is a typographic closing double quote; Lua needs '\"'",
        ])
        XCTAssertEqual(found("local\u{3000}x = 1"),
                       ["line 1, column 6: a full-width space (U+3000, the ideographic space); Lua needs an ordinary space"])
    }

    /// Inside strings and comments, any text is fine.
    func testStringsAndCommentsAreLeftAlone() {
        XCTAssertEqual(found("""
            local s = "a，b（）" -- 注释，（
            local t = 'c\\'，' .. [[，]] .. [==[ ]] ， ]==] .. "\\"，"
            --[[ 多行，
            注释 ]] x = 1，
            --[=[ ]] ，]=] y = "\\z
                ，"
            """), ["line 4, column 12: '，' is a full-width comma; Lua needs ','"])
        XCTAssertEqual(found("s = \"\\\\\"，"), ["line 1, column 9: '，' is a full-width comma; Lua needs ','"],
                       "an escaped backslash ends the string")
        XCTAssertEqual(found("print(\"你好，\nx = 1"), [], "an unfinished string ends at its line")
        XCTAssertEqual(found("-- only a comment，"), [])
    }

    func testColumnsCountCharactersAndLinesCountAsLuaDoes() {
        XCTAssertEqual(found("s = \"按钮按钮\"，"), ["line 1, column 11: '，' is a full-width comma; Lua needs ','"])
        XCTAssertEqual(found("x = 1\r\ny = 2，\r\n"), ["line 2, column 6: '，' is a full-width comma; Lua needs ','"])
        XCTAssertEqual(found("x = 1\n\ry = 2\rz，"), ["line 3, column 2: '，' is a full-width comma; Lua needs ','"])
        XCTAssertEqual(found("s = \"e\u{301}\"，"), ["line 1, column 8: '，' is a full-width comma; Lua needs ','"],
                       "a combining accent takes no column")
    }

    func testOtherCharacters() {
        XCTAssertEqual(found("x = 1 ✓"), ["line 1, column 7: '✓' (U+2713) cannot stand outside a string or comment: Lua's code is written in ASCII"])
        XCTAssertEqual(found("x\u{00A0}= 1"), ["line 1, column 2: a no-break space (U+00A0); Lua needs an ordinary space"])
        XCTAssertEqual(NonASCIIScanner.findings(in: [0x78, 0x20, 0xB0, 0xB4, 0x20, 0x3D]).map(\.explanation),
                       ["a byte (0xB0) that is not UTF-8 text: save the file as UTF-8",
                        "a byte (0xB4) that is not UTF-8 text: save the file as UTF-8"])
        XCTAssertEqual(found("x = 1 + 2"), [])
    }

    // MARK: The message

    func testTheMessageKeepsLuasAfterTheFindings() {
        let lua = "app.lua:2: '}' expected near '<\\239>'"
        XCTAssertEqual(NonASCIIScanner.explain(lua, code: Array("-- ok\nt = {1，2}".utf8)), """
            app.lua:2: line 2, column 7: '，' is a full-width comma; Lua needs ','
            app.lua:2: '}' expected near '<\\239>'
            """)
        XCTAssertEqual(NonASCIIScanner.explain("app.lua:1: unexpected symbol near '='", code: Array("x = = 1".utf8)),
                       "app.lua:1: unexpected symbol near '='", "nothing found: Lua's message alone")
        let many = NonASCIIScanner.explain("stdin:1: x", code: Array("t = {1，2，3，4，5，6，7}".utf8))
        XCTAssertEqual(many.split(separator: "\n").count, 7, many)
        XCTAssertTrue(many.hasSuffix("""
            stdin:1: line 1, column 15: '，' is a full-width comma; Lua needs ','
            stdin:1: and 1 more like it, from line 1, column 17
            stdin:1: x
            """), many)
        XCTAssertEqual(NonASCIIScanner.chunkSource(of: "[string \"x\"]:3: y"), "[string \"x\"]")
        XCTAssertEqual(NonASCIIScanner.chunkSource(of: "(command line):12: y"), "(command line)")
        XCTAssertNil(NonASCIIScanner.chunkSource(of: "not enough memory"))
    }

    /// What `lua` skips of a file: the byte-order mark and a `#` first line (its line kept).
    func testAFileIsScannedAsLuaLoadsIt() {
        let file = Array("\u{FEFF}#!/usr/bin/env respond-lua，\nx = 1，".utf8)
        XCTAssertEqual(NonASCIIScanner.findings(in: NonASCIIScanner.asLoadedFromFile(file)).map { [$0.line, $0.column] },
                       [[2, 6]])
    }

    // MARK: Every way a chunk is compiled

    func runtime() throws -> (LuaRuntime, () -> String) {
        var out = ""
        let rt = try LuaRuntime()
        rt.output = { out += $0 }
        rt.errorOutput = { out += $0 }
        return (rt, { defer { out = "" }; return out })
    }

    func testCodeThatDoesNotCompileIsExplained() throws {
        let (rt, _) = try runtime()
        XCTAssertEqual(rt.run(code: "UIView{name = \"A\"，frame = {0, 0, 10, 10}}", chunkName: "=(command line)"),
                       .error(message: """
                           (command line):1: line 1, column 18: '，' is a full-width comma; Lua needs ','
                           (command line):1: '}' expected near '<\\239>'
                           """, traceback: ""))
        XCTAssertEqual(rt.run(code: "local 按钮 = 1", chunkName: "=(command line)"),
                       .error(message: """
                           (command line):1: line 1, column 7: '按钮' is not a Lua name: Lua names use ASCII letters, digits and _ (a string, "按钮", can hold any text)
                           (command line):1: <name> expected near '<\\230>'
                           """, traceback: ""))
        XCTAssertEqual(rt.syntaxError(of: "\n\nx = “A”", chunkName: "@03_exercise.lua"), """
            03_exercise.lua:3: line 3, column 5: '“' is a typographic opening double quote; Lua needs '"'
            03_exercise.lua:3: line 3, column 7: '”' is a typographic closing double quote; Lua needs '"'
            03_exercise.lua:3: unexpected symbol near '<\\226>'
            """, "the exercises compile the learner's code so")
    }

    /// A chunk that compiles is run as it is, whatever its strings and comments hold;
    /// one that fails with nothing to find keeps Lua's message alone.
    func testCodeThatCompilesIsNeverTouched() throws {
        let (rt, out) = try runtime()
        XCTAssertEqual(rt.run(code: "print('a，b（“c”）') -- 注释，", chunkName: "=(command line)"), .ok)
        XCTAssertEqual(out(), "a，b（“c”）\n")
        XCTAssertEqual(rt.run(code: "x = = 1 -- 注释，", chunkName: "=(command line)"),
                       .error(message: "(command line):1: unexpected symbol near '='", traceback: ""))
        XCTAssertEqual(rt.run(code: "error('a，b')", chunkName: "=(command line)"),
                       .error(message: "(command line):1: a，b",
                              traceback: "stack traceback:\n\t[C]: in function 'error'\n\t(command line):1: in main chunk"),
                       "a runtime error is no syntax error")
    }

    func testScriptFiles() throws {
        let (rt, _) = try runtime()
        // Short enough for Lua to print whole (it shortens a long path with "...").
        let path = "/tmp/respond-lua-zh-\(UUID().uuidString.prefix(8)).lua"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("\u{FEFF}#!/usr/bin/env respond-lua\nprint（1）\n".utf8).write(to: URL(fileURLWithPath: path))
        guard case .error(let message, _) = rt.run(file: path) else { return XCTFail("it compiled") }
        XCTAssertEqual(message, """
            \(path):2: line 2, column 6: '（' is a full-width opening parenthesis; Lua needs '('
            \(path):2: line 2, column 8: '）' is a full-width closing parenthesis; Lua needs ')'
            \(path):2: syntax error near '<\\239>'
            """)
        try Data("print('，')\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(rt.run(file: path), .ok)
    }

    func testThePrompt() throws {
        var out = ""
        let make = {
            let rt = try LuaRuntime()
            rt.output = { out += $0 }
            rt.errorOutput = { out += $0 }
            return rt
        }
        let session = ReplSession(runtime: try make(), makeRuntime: make)
        XCTAssertEqual(session.feed("print（\"hi\"）"), .done)
        XCTAssertEqual(out, """
            stdin:1: line 1, column 6: '（' is a full-width opening parenthesis; Lua needs '('
            stdin:1: line 1, column 11: '）' is a full-width closing parenthesis; Lua needs ')'
            stdin:1: syntax error near '<\\239>'

            """)
        out = ""
        XCTAssertEqual(session.feed("t = {"), .needMore, "an unfinished statement still asks for more")
        XCTAssertEqual(session.feed("  a = 1，"), .done)
        XCTAssertEqual(out, """
            stdin:2: line 2, column 8: '，' is a full-width comma; Lua needs ','
            stdin:2: '}' expected (to close '{' at line 1) near '<\\239>'

            """)
        out = ""
        XCTAssertEqual(session.feed("s = [[多行，"), .needMore, "inside a long string, a comma is text")
        XCTAssertEqual(session.feed("]] print(s)"), .done)
        XCTAssertEqual(out, "多行，\n\n")
    }

    // MARK: In Chinese

    func testEveryMessageHasChineseWords() {
        func han(_ text: String) -> Bool { text.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF } }
        for (code, entry) in NonASCIIScanner.Scanner.names {
            XCTAssertTrue(han(entry.chineseName) && han(entry.chineseAdvice), "U+\(String(code, radix: 16)) has no Chinese")
        }
        let samples = "x = 1，\u{3000}ｘ 按钮 \u{00A0}\u{200B}\u{FEFF}\u{2028}\u{1F600} “a” 「b」"
        let found = NonASCIIScanner.findings(in: samples)
        XCTAssertGreaterThan(found.count, 8)
        for finding in found { XCTAssertTrue(han(finding.chinese), finding.explanation) }
        XCTAssertTrue(han(NonASCIIScanner.findings(in: [0x78, 0x20, 0xB0]).first?.chinese ?? ""), "a byte that is not UTF-8")
    }

    func testTheMessageSpeaksTheLanguage() {
        let saved = Language.current
        defer { Language.current = saved }
        Language.current = .zh
        XCTAssertEqual(NonASCIIScanner.explain("app.lua:1: unexpected symbol near '<\\239>'", code: Array("x = 1，".utf8)),
                       "app.lua:1: 第 1 行，第 6 列：'，' 是全角逗号；Lua 需要 ','\napp.lua:1: unexpected symbol near '<\\239>'")
        Language.current = .en
        XCTAssertEqual(NonASCIIScanner.explain("app.lua:1: unexpected symbol near '<\\239>'", code: Array("x = 1，".utf8)),
                       "app.lua:1: line 1, column 6: '，' is a full-width comma; Lua needs ','\napp.lua:1: unexpected symbol near '<\\239>'")
    }
}
