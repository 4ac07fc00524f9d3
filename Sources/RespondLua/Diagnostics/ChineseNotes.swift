import RespondCore

/// A sentence of Chinese under the error messages a learner meets most: Lua's
/// runtime errors (`attempt to index a nil value (global 'buton')`), its syntax
/// errors, argument errors and the engine's limits. The message itself stays as
/// Lua wrote it (it is what a search finds, and what tests and other tools
/// match); under `--lang zh` or a Chinese locale the report adds one line after
/// it, starting `说明：`. A message it does not know gets no line.
///
/// Only reports get it (an error at the top of a script, the prompt, `respond-lua
/// test`, the exercises): what a script's own `pcall` catches is Lua's message.
enum ChineseNotes {
    /// The line to add under `message` (with or without its `file:line: `), or nil.
    static func note(for message: String) -> String? {
        let text = withoutLocation(firstLine(of: message))
        for rule in rules {
            if let sentence = rule(text) { return "说明：" + tidy(sentence) }
        }
        return nil
    }

    /// `message` with the note under its first line, when the learner reads Chinese.
    static func adding(to message: String) -> String {
        guard Language.current == .zh, let note = note(for: message) else { return message }
        return message + "\n" + note
    }

    // MARK: The rules, most specific first

    private static let rules: [(String) -> String?] = [
        attempt, compare, badArgument, badSelf, syntax, engine,
    ]

    /// `attempt to call a nil value (global 'foo')`, and index, arithmetic,
    /// concatenate, length.
    private static func attempt(_ text: String) -> String? {
        // What the learner tried, with {x} for what it was tried on.
        let verbs: [(String, String)] = [
            ("attempt to index a ", "你想从{x}里取字段（用 . 或 [ ]）"),
            ("attempt to call a ", "你想调用{x}"),
            ("attempt to perform arithmetic on a ", "你想对{x}做算术运算"),
            ("attempt to perform bitwise operation on a ", "你想对{x}做位运算"),
            ("attempt to concatenate a ", "你想用 .. 连接{x}"),
            ("attempt to get length of a ", "你想用 # 取{x}的长度"),
        ]
        guard let (prefix, action) = verbs.first(where: { text.hasPrefix($0.0) }) else { return nil }
        var rest = Substring(text.dropFirst(prefix.count))
        // `…; did you mean 'UITapGestureRecognizer'?` (Tracebacks.swift: suggestGlobal).
        var meant: Substring?
        if let hint = rest.firstRange(of: "; did you mean '"), rest.hasSuffix("'?") {
            meant = rest[hint.upperBound..<rest.index(rest.endIndex, offsetBy: -2)]
            rest = rest[..<hint.lowerBound]
        }
        guard let valueEnd = rest.firstRange(of: " value") else { return nil }
        let type = String(rest[..<valueEnd.lowerBound])
        rest = rest[valueEnd.upperBound...]
        var kind = "", name = ""
        // (Any text can reach here: a script's own `error("attempt to ...")` too.)
        if rest.hasPrefix(" ("), rest.hasSuffix("')"), let quote = rest.firstIndex(of: "'"),
           rest.distance(from: quote, to: rest.endIndex) >= 3 {
            kind = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<quote]).trimmingSpaces
            name = String(rest[rest.index(after: quote)..<rest.index(rest.endIndex, offsetBy: -2)])
        }
        var sentence: String
        if let kindName = kindNames[kind] {
            sentence = fill(action, "\(kindName) '\(name)' ") + "，但它是\(typeName(type))。"
        } else {
            sentence = fill(action, "一个\(valueName(type))") + "。"
        }
        if type == "nil" {
            switch kind {
            case "global", "local", "upvalue":
                sentence += meant.map { "这个名字没有值：你是不是想写 '\($0)'？" } ?? "这个名字没有值：是拼错了，还是还没有赋值？"
            case "field", "method":
                sentence += "这个对象没有叫 '\(name)' 的字段或方法：检查拼写和大小写（UIKit 的名字区分大小写）。"
            default:
                break
            }
        }
        return sentence
    }

    private static func fill(_ template: String, _ x: String) -> String {
        guard let slot = template.firstRange(of: "{x}") else { return template }
        return template[..<slot.lowerBound] + x + template[slot.upperBound...]
    }

    /// `attempt to compare number with nil`, `attempt to compare two table values`.
    private static func compare(_ text: String) -> String? {
        guard text.hasPrefix("attempt to compare ") else { return nil }
        let rest = text.dropFirst("attempt to compare ".count)
        if rest.hasPrefix("two "), rest.hasSuffix(" values") {
            let type = String(rest.dropFirst(4).dropLast(7))
            return "不能比较两个\(typeName(type))值的大小。"
        }
        guard let with = rest.firstRange(of: " with ") else { return nil }
        return "不能比较\(typeName(String(rest[..<with.lowerBound])))和\(typeName(String(rest[with.upperBound...])))的大小。"
    }

    /// `bad argument #1 to 'addSubview' (UIView expected, got number)`.
    private static func badArgument(_ text: String) -> String? {
        guard text.hasPrefix("bad argument #"), let to = text.firstRange(of: " to '") else { return nil }
        let number = text[text.index(text.startIndex, offsetBy: "bad argument #".count)..<to.lowerBound]
        let afterName = text[to.upperBound...]
        guard let nameEnd = afterName.firstIndex(of: "'") else { return nil }
        let function = afterName[..<nameEnd]
        var detail = afterName[afterName.index(after: nameEnd)...]
        let dotForColon = detail.contains("; a method is called with ':'")
        if dotForColon, let hint = detail.firstRange(of: "; a method is called with ':'") { detail = detail[..<hint.lowerBound] }
        var sentence = "'\(function)' 的第 \(number) 个参数不对"
        if let reason = expectedGot(detail) { sentence += "：\(reason)" }
        sentence += "。"
        // Argument 1 should have been an object: most often `v.hitTest(p)` written
        // for `v:hitTest(p)` (with a colon, the object is passed and not counted).
        if dotForColon || number == "1", detail.hasPrefix(" ("),
           let first = detail.dropFirst(2).first, first.isUppercase, detail.contains(" expected, got ") {
            sentence += "如果 '\(function)' 是对象的方法，要用冒号调用：obj:\(function)(...)，不是 obj.\(function)(...)。"
        }
        return sentence
    }

    /// `calling 'hitTest' on bad self (...)`: most often `v.hitTest(p)` for `v:hitTest(p)`.
    private static func badSelf(_ text: String) -> String? {
        guard text.hasPrefix("calling '"), let end = text.dropFirst(9).firstIndex(of: "'"),
              text[end...].hasPrefix("' on bad self") else { return nil }
        let function = text[text.index(text.startIndex, offsetBy: 9)..<end]
        var sentence = "调用 '\(function)' 的对象不对"
        if let reason = expectedGot(text[end...]) { sentence += "：\(reason)" }
        return sentence + "。方法要用冒号调用：obj:\(function)(...)，不是 obj.\(function)(...)。"
    }

    /// `(UIView expected, got number)` → `需要 UIView，得到的是数字`.
    private static func expectedGot(_ detail: Substring) -> String? {
        guard let open = detail.firstIndex(of: "("), detail.hasSuffix(")") else { return nil }
        let inside = detail[detail.index(after: open)..<detail.index(before: detail.endIndex)]
        guard let got = inside.firstRange(of: " expected, got ") else { return nil }
        let expected = String(inside[..<got.lowerBound]), found = String(inside[got.upperBound...])
        return "需要\(typeName(expected))，得到的是\(typeName(found))"
    }

    /// Lua's syntax errors.
    private static func syntax(_ text: String) -> String? {
        guard let near = text.ranges(of: " near ").last else {
            return text == "stack overflow" || text.hasPrefix("stack overflow") ? overflow : nil
        }
        let what = String(text[..<near.lowerBound])
        let place = String(text[near.upperBound...])
        let at = place == "<eof>" ? "在代码的末尾" : "在 \(place) 附近"
        if what.hasPrefix("'end' expected (to close '"), let open = what.dropFirst(26).firstIndex(of: "'"),
           let line = what.ranges(of: " at line ").last {
            let opener = what[what.index(what.startIndex, offsetBy: 26)..<open]
            let number = what[line.upperBound...].dropLast()
            return "语法错误：第 \(number) 行的 '\(opener)' 缺少和它配对的 'end'（\(at)发现的）。"
        }
        if what.hasSuffix(" expected"), what.hasPrefix("'") {
            return "语法错误：\(at)缺少 \(what.dropLast(" expected".count))。"
        }
        switch what {
        case "unexpected symbol": return "语法错误：\(at)有 Lua 看不懂的符号。"
        case "unfinished string": return "语法错误：字符串没有结束（缺少右引号）。"
        case "unfinished long string", "unfinished long comment": return "语法错误：长字符串或长注释没有用 ]] 结束。"
        case "malformed number": return "语法错误：\(at)的数字写得不对。"
        case "syntax error": return "语法错误：\(at)。"
        default: return nil
        }
    }

    private static let overflow = "栈溢出：函数调用了自己太多层（无限递归？），比如在 hitTest 里又调用了同一个视图的 hitTest。"

    /// The engine's own words a learner meets often.
    private static func engine(_ text: String) -> String? {
        if text.hasPrefix("cannot assign to '"), let marker = text.firstRange(of: "': it is a read-only property of ") {
            let name = text[text.index(text.startIndex, offsetBy: 18)..<marker.lowerBound]
            return "'\(name)' 是 \(text[marker.upperBound...]) 的只读属性，不能赋值。"
        }
        if text.hasPrefix("instruction limit exceeded") {
            return "代码执行的指令数超过了 --max-instructions 的上限：是不是有死循环？"
        }
        if text.hasPrefix("time limit exceeded") {
            return "代码运行的时间超过了 --max-time 的上限：是不是有死循环？"
        }
        if text.hasPrefix("not enough memory") {
            return "内存不够了（超过了 --max-memory 的上限）：是不是在循环里不停地创建对象？"
        }
        return nil
    }

    // MARK: Words

    private static let kindNames = [
        "global": "全局变量", "local": "局部变量", "field": "字段", "method": "方法",
        "upvalue": "外层函数的局部变量", "constant": "常量",
    ]

    /// Lua's type names in Chinese; a class name (`UIView`) stays as it is.
    private static func typeName(_ type: String) -> String {
        switch type {
        case "nil": return " nil（没有值）"
        case "no value": return "什么也没有（少传了这个参数？）"
        case "number": return "数字"
        case "string": return "字符串"
        case "boolean": return "布尔值"
        case "table": return "表"
        case "function": return "函数"
        case "userdata": return "userdata"
        case "thread": return "协程"
        default: return " \(type) "
        }
    }

    /// No space doubled, none next to Chinese punctuation or at the ends (a class
    /// name is written with a space on each side, as between Chinese and Latin).
    private static func tidy(_ sentence: String) -> String {
        var out: [Character] = []
        for c in sentence {
            if c == " ", out.last == " " || out.last.map({ "，。：（".contains($0) }) ?? true { continue }
            if "，。：）".contains(c), out.last == " " { out.removeLast() }
            out.append(c)
        }
        if out.last == " " { out.removeLast() }
        return String(out)
    }

    /// "a nil value", "a number value", "a UIView value" as 一个 nil 值, 一个数字...
    private static func valueName(_ type: String) -> String {
        switch type {
        case "nil": return " nil 值（没有值）"
        case "number", "string", "boolean", "table", "function", "thread": return typeName(type)
        case "userdata": return " userdata 值"
        default: return " \(type) 对象"
        }
    }

    private static func firstLine(of message: String) -> String {
        String(message.prefix { $0 != "\n" })
    }

    /// `attempt to ...` from `app.lua:3: attempt to ...` (and from a message
    /// without a location, as it is).
    private static func withoutLocation(_ text: String) -> String {
        var rest = Substring(text)
        // The prompt's and the scanner's lines: "stdin:1: ", "[string \"...\"]:1: ".
        while let colon = rest.firstRange(of: ":") {
            let afterColon = rest[colon.upperBound...]
            let digits = afterColon.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, afterColon.dropFirst(digits.count).hasPrefix(": ") else { break }
            rest = afterColon.dropFirst(digits.count + 2)
        }
        return String(rest)
    }
}
