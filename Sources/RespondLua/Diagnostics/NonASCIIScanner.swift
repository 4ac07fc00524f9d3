import RespondCore

/// What a chunk that does not compile holds, outside its strings and comments,
/// that Lua's lexer cannot read: the full-width punctuation and typographic
/// quotes a Chinese (or Japanese) input method types instead of ASCII, full-width
/// letters and digits, odd spaces, and names written in other letters
/// (`local 按钮 = 1`). Lua itself only says `unexpected symbol near '<\239>'`.
///
/// It tokenizes just enough of Lua to skip what may hold any text: short strings
/// (with their escapes, `\z` too), long strings and comments (`[==[ ... ]==]`),
/// and `--` comments. Lines are counted as Lua counts them (`\n`, `\r`, and the
/// pairs `\r\n`, `\n\r` as one); columns count characters, not bytes.
///
/// The runtime asks it only after a chunk failed to compile
/// (`LuaRuntime.load`), and only adds lines in front of Lua's own message: a chunk
/// that compiles is never looked at, and the code is never changed.
enum NonASCIIScanner {
    struct Finding: Equatable {
        let line: Int
        let column: Int
        /// What it says, after `line L, column C: `, in English and in Chinese.
        let words: Words
        var explanation: String { words.en }
        var chinese: String { words.zh }
    }

    /// At most this many findings are listed; the rest are counted.
    static let listed = 5

    /// Lua's message with the findings in front, each a line of its own shaped as
    /// Lua's (`app.lua:3: line 3, column 19: '，' is a full-width comma; Lua
    /// needs ','`), then Lua's message, unchanged. Without findings: the message.
    /// `source` names the chunk in the findings' lines: by default the one
    /// Lua's message names (not so for `require`'s, which names the module first).
    static func explain(_ message: String, code: [UInt8], source: String? = nil) -> String {
        let lines = findingLines(in: code, source: source ?? chunkSource(of: message))
        return lines.isEmpty ? message : (lines + [message]).joined(separator: "\n")
    }

    /// The findings' lines alone (`app.lua:3: line 3, column 19: ...`), `source`
    /// naming the chunk; none when the code holds nothing to name.
    private static func findingLines(in code: [UInt8], source: String?) -> [String] {
        // The listed ones and the next are kept; the rest only counted (a file
        // of millions of full-width characters must not take gigabytes).
        var scanner = Scanner(bytes: code, keeping: listed + 1)
        scanner.run()
        let found = scanner.found
        guard !found.isEmpty else { return [] }
        func located(_ line: Int) -> String { source.map { "\($0):\(line): " } ?? "" }
        let zh = Language.current == .zh
        var lines = found.prefix(listed).map { finding in
            located(finding.line) + (zh ? "第 \(finding.line) 行，第 \(finding.column) 列：\(finding.chinese)"
                                        : "line \(finding.line), column \(finding.column): \(finding.explanation)")
        }
        if scanner.count > listed {
            let more = scanner.count - listed, next = found[listed]
            lines.append(located(next.line) + (zh ? "还有 \(more) 处类似的问题，从第 \(next.line) 行第 \(next.column) 列开始"
                : "and \(more) more like \(more == 1 ? "it" : "these"), from line \(next.line), column \(next.column)"))
        }
        return lines
    }

    /// `app.lua` in `app.lua:3: unexpected symbol near '<\239>'`: what comes before
    /// the first `:LINE: `.
    static func chunkSource(of message: String) -> String? {
        let bytes = Array(message.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: ":") {
                var j = i + 1
                while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1 }
                if j > i + 1, j + 1 < bytes.count, bytes[j] == UInt8(ascii: ":"), bytes[j + 1] == UInt8(ascii: " ") {
                    return String(decoding: bytes[..<i], as: UTF8.self)
                }
            }
            i += 1
        }
        return nil
    }

    /// The text `luaL_loadfilex` compiles from a file's bytes: without a UTF-8
    /// byte-order mark, and with a first line starting with `#` emptied (its line
    /// break kept, so lines keep their numbers).
    static func asLoadedFromFile(_ bytes: [UInt8]) -> [UInt8] {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        guard start < bytes.count, bytes[start] == UInt8(ascii: "#") else { return Array(bytes[start...]) }
        guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return [UInt8(ascii: "\n")] }
        return [UInt8(ascii: "\n")] + bytes[(newline + 1)...]
    }

    // MARK: Scanning

    static func findings(in code: String) -> [Finding] { findings(in: Array(code.utf8)) }

    static func findings(in code: [UInt8]) -> [Finding] {
        var scanner = Scanner(bytes: code)
        scanner.run()
        return scanner.found
    }

    /// A name longer than this is shown shortened in a finding.
    static let longestShownName = 40

    struct Scanner {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        var column = 1
        /// The findings kept, at most `keeping`; `count` counts them all.
        var found: [Finding] = []
        let keeping: Int
        var count = 0

        init(bytes: [UInt8], keeping: Int = .max) {
            self.bytes = bytes
            self.keeping = keeping
        }

        /// Counts a finding, and keeps it while fewer than `keeping` are kept
        /// (its words are made only then).
        mutating func record(line: Int, column: Int, _ words: () -> Words) {
            count += 1
            if found.count < keeping { found.append(Finding(line: line, column: column, words: words())) }
        }

        func byte(_ k: Int) -> UInt8? { k < bytes.count ? bytes[k] : nil }

        /// The scalar at `k` and its length in bytes; nil for a byte that starts
        /// no UTF-8 sequence (its length is 1).
        func scalar(at k: Int) -> (Unicode.Scalar?, Int) {
            let b0 = bytes[k]
            if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
            let length: Int, initial: UInt32
            switch b0 {
            case 0xC2...0xDF: length = 2; initial = UInt32(b0 & 0x1F)
            case 0xE0...0xEF: length = 3; initial = UInt32(b0 & 0x0F)
            case 0xF0...0xF4: length = 4; initial = UInt32(b0 & 0x07)
            default: return (nil, 1)
            }
            guard k + length <= bytes.count else { return (nil, 1) }
            var value = initial
            for j in 1..<length {
                let b = bytes[k + j]
                guard b & 0xC0 == 0x80 else { return (nil, 1) }
                value = value << 6 | UInt32(b & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            guard value >= minimum, let s = Unicode.Scalar(value) else { return (nil, 1) }
            return (s, length)
        }

        static func isNewline(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }

        /// Steps over one character (a line break as Lua counts it), keeping the line and column.
        mutating func advance() {
            let b = bytes[i]
            if Self.isNewline(b) {
                i += 1
                if let next = byte(i), Self.isNewline(next), next != b { i += 1 }
                line += 1
                column = 1
                return
            }
            let (s, length) = scalar(at: i)
            i += length
            if s.map({ !Self.joinsPrevious($0) }) ?? true { column += 1 }
        }

        /// Marks and joiners belong to the character before them: they take no column.
        static func joinsPrevious(_ s: Unicode.Scalar) -> Bool {
            if s.value < 0x300 { return false }
            if s.value == 0x200D { return true }
            switch s.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }

        /// The level of a long bracket `[==[` opening at `k` (`]==]` when
        /// `closing`), or nil when none opens there.
        func longBracket(at k: Int, closing: Bool = false) -> Int? {
            let edge = closing ? UInt8(ascii: "]") : UInt8(ascii: "[")
            guard byte(k) == edge else { return nil }
            var j = k + 1
            while byte(j) == UInt8(ascii: "=") { j += 1 }
            return byte(j) == edge ? j - k - 1 : nil
        }

        /// From an opening long bracket of `level` to past its closing one (or the end).
        mutating func skipLong(level: Int) {
            for _ in 0..<(level + 2) { advance() }
            while i < bytes.count {
                if longBracket(at: i, closing: true) == level {
                    for _ in 0..<(level + 2) { advance() }
                    return
                }
                advance()
            }
        }

        /// From an opening quote to past its closing one; an unfinished string
        /// ends at the line break (which Lua reports).
        mutating func skipShortString() {
            let quote = bytes[i]
            advance()
            while i < bytes.count {
                let b = bytes[i]
                if b == quote { advance(); return }
                if Self.isNewline(b) { return }
                if b == UInt8(ascii: "\\") {
                    advance()
                    guard i < bytes.count else { return }
                    if bytes[i] == UInt8(ascii: "z") {
                        advance()
                        while let c = byte(i), c == 0x20 || (c >= 0x09 && c <= 0x0D) { advance() }
                    } else {
                        advance()
                    }
                    continue
                }
                advance()
            }
        }

        mutating func run() {
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "-"), byte(i + 1) == UInt8(ascii: "-") {
                    advance(); advance()
                    if let level = longBracket(at: i) { skipLong(level: level); continue }
                    while i < bytes.count, !Self.isNewline(bytes[i]) { advance() }
                    continue
                }
                if let level = longBracket(at: i) { skipLong(level: level); continue }
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { skipShortString(); continue }
                if b < 0x80 {
                    if isWordByte(b) { word(); continue }
                    advance()
                    continue
                }
                let (s, _) = scalar(at: i)
                guard let s else {
                    note(Words("a byte (\(Self.hexByte(b))) that is not UTF-8 text: save the file as UTF-8",
                               "一个不是 UTF-8 文本的字节（\(Self.hexByte(b))）：请把文件存为 UTF-8"))
                    advance()
                    continue
                }
                if Self.isWordScalar(s) { word(); continue }
                if let closer = Self.typographicQuotes[s.value] { typographicString(s, closer: closer); continue }
                note(Self.describe(s))
                advance()
            }
        }

        func isWordByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
        }

        /// Letters and digits of any script, and the marks that go with them.
        static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
            if s.value == 0xFF3F { return true }   // ＿
            if fullWidthRange.contains(s.value) {
                let ascii = Unicode.Scalar(s.value - 0xFEE0)!
                return ascii.properties.isAlphabetic || (ascii.value >= 0x30 && ascii.value <= 0x39)
            }
            let p = s.properties
            if p.isAlphabetic { return true }
            switch p.generalCategory {
            case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark: return true
            default: return false
            }
        }

        /// A run of name characters; reported when some are not ASCII.
        mutating func word() {
            let start = i, startLine = line, startColumn = column
            var asciiOnly = true, fullWidthOnly = true
            // The name as shown: its first `longestShownName` scalars.
            var scalars: [Unicode.Scalar] = []
            var shownEnd = start, length = 0
            while i < bytes.count {
                let b = bytes[i]
                let s: Unicode.Scalar
                if b < 0x80 {
                    guard isWordByte(b) else { break }
                    s = Unicode.Scalar(b)
                } else {
                    let (decoded, _) = scalar(at: i)
                    guard let decoded, Self.isWordScalar(decoded) else { break }
                    s = decoded
                    asciiOnly = false
                    if !(Self.fullWidthRange.contains(s.value) || s.value == 0xFF3F) { fullWidthOnly = false }
                }
                length += 1
                if length <= NonASCIIScanner.longestShownName { scalars.append(s) }
                advance()
                if length <= NonASCIIScanner.longestShownName { shownEnd = i }
            }
            if asciiOnly { return }
            let more = length > NonASCIIScanner.longestShownName ? "…" : ""
            let fullWidth = fullWidthOnly
            let bytes = self.bytes
            record(line: startLine, column: startColumn) {
                let text = String(decoding: bytes[start..<shownEnd], as: UTF8.self) + more
                if fullWidth {
                    var ascii = String.UnicodeScalarView()
                    for s in scalars { ascii.append(Self.fullWidthRange.contains(s.value) ? Unicode.Scalar(s.value - 0xFEE0)! : s) }
                    return Words("'\(text)' is written with full-width characters; Lua needs '\(String(ascii))\(more)'",
                                 "'\(text)' 是用全角字符写的；Lua 需要 '\(String(ascii))\(more)'")
                }
                return Words("'\(text)' is not a Lua name: Lua names use ASCII letters, digits and _ "
                             + "(a string, \"\(text)\", can hold any text)",
                             "'\(text)' 不是 Lua 的名字：Lua 的名字只能用 ASCII 字母、数字和 _"
                             + "（字符串 \"\(text)\" 可以装任何文字）")
            }
        }

        /// `“...”` typed for a string: both quotes are reported, what is between them is not.
        mutating func typographicString(_ opening: Unicode.Scalar, closer: Set<UInt32>) {
            note(Self.describe(opening))
            advance()
            var k = i
            while k < bytes.count, !Self.isNewline(bytes[k]) {
                let (s, length) = scalar(at: k)
                if let s, closer.contains(s.value) || (s == "\"" && opening.value == 0x201C) || (s == "'" && opening.value == 0x2018) {
                    while i < k { advance() }
                    if s != "\"" { note(Self.describe(s)) }
                    advance()
                    return
                }
                k += length
            }
        }

        mutating func note(_ explanation: @autoclosure () -> Words) {
            record(line: line, column: column, explanation)
        }

        static func hexByte(_ b: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return "0x" + String(digits[Int(b >> 4)]) + String(digits[Int(b & 0x0F)])
        }

        // MARK: Names of characters

        static let fullWidthRange: ClosedRange<UInt32> = 0xFF01...0xFF5E

        /// Opening typographic quotes, and the characters that close what they open.
        static let typographicQuotes: [UInt32: Set<UInt32>] = [
            0x201C: [0x201D, 0x201C],   // “ ”
            0x2018: [0x2019, 0x2018],   // ‘ ’
            0x300C: [0x300D],           // 「 」
            0x300E: [0x300F],           // 『 』
        ]

        /// What the character is, and what Lua needs instead.
        static let names: [UInt32: (name: String, advice: String, chineseName: String, chineseAdvice: String)] = [
            0xFF0C: ("a full-width comma", "Lua needs ','", "全角逗号", "Lua 需要 ','"),
            0x3001: ("an ideographic comma", "Lua needs ','", "顿号", "Lua 需要 ','"),
            0x3002: ("an ideographic full stop", "Lua needs '.' (or nothing, at the end of a statement)", "句号", "Lua 需要 '.'（在语句末尾则什么都不需要）"),
            0xFF0E: ("a full-width full stop", "Lua needs '.'", "全角点", "Lua 需要 '.'"),
            0xFF1B: ("a full-width semicolon", "Lua needs ';'", "全角分号", "Lua 需要 ';'"),
            0xFF1A: ("a full-width colon", "Lua needs ':'", "全角冒号", "Lua 需要 ':'"),
            0xFF08: ("a full-width opening parenthesis", "Lua needs '('", "全角左括号", "Lua 需要 '('"),
            0xFF09: ("a full-width closing parenthesis", "Lua needs ')'", "全角右括号", "Lua 需要 ')'"),
            0x3010: ("a full-width opening bracket", "Lua needs '['", "全角左方括号", "Lua 需要 '['"),
            0x3011: ("a full-width closing bracket", "Lua needs ']'", "全角右方括号", "Lua 需要 ']'"),
            0xFF3B: ("a full-width opening bracket", "Lua needs '['", "全角左方括号", "Lua 需要 '['"),
            0xFF3D: ("a full-width closing bracket", "Lua needs ']'", "全角右方括号", "Lua 需要 ']'"),
            0xFF5B: ("a full-width opening brace", "Lua needs '{'", "全角左花括号", "Lua 需要 '{'"),
            0xFF5D: ("a full-width closing brace", "Lua needs '}'", "全角右花括号", "Lua 需要 '}'"),
            0x201C: ("a typographic opening double quote", "Lua needs '\"'", "中文左双引号", "Lua 需要 '\"'"),
            0x201D: ("a typographic closing double quote", "Lua needs '\"'", "中文右双引号", "Lua 需要 '\"'"),
            0x2018: ("a typographic opening single quote", "Lua needs \"'\"", "中文左单引号", "Lua 需要 \"'\""),
            0x2019: ("a typographic closing single quote", "Lua needs \"'\"", "中文右单引号", "Lua 需要 \"'\""),
            0x300C: ("an opening corner bracket", "Lua needs '\"' around a string", "左直角引号", "字符串两边 Lua 需要 '\"'"),
            0x300D: ("a closing corner bracket", "Lua needs '\"' around a string", "右直角引号", "字符串两边 Lua 需要 '\"'"),
            0x300E: ("an opening corner bracket", "Lua needs '\"' around a string", "左双直角引号", "字符串两边 Lua 需要 '\"'"),
            0x300F: ("a closing corner bracket", "Lua needs '\"' around a string", "右双直角引号", "字符串两边 Lua 需要 '\"'"),
            0xFF01: ("a full-width exclamation mark", "Lua has no '!': it writes 'not x', and '~=' for not equal", "全角感叹号", "Lua 没有 '!'：取反写 'not x'，不等于写 '~='"),
            0xFF1F: ("a full-width question mark", "Lua has no '?' outside strings", "全角问号", "Lua 在字符串外没有 '?'"),
            0xFF1D: ("a full-width equals sign", "Lua needs '='", "全角等号", "Lua 需要 '='"),
            0xFF0B: ("a full-width plus sign", "Lua needs '+'", "全角加号", "Lua 需要 '+'"),
            0xFF0D: ("a full-width minus sign", "Lua needs '-'", "全角减号", "Lua 需要 '-'"),
            0xFF0A: ("a full-width asterisk", "Lua needs '*'", "全角星号", "Lua 需要 '*'"),
            0xFF0F: ("a full-width slash", "Lua needs '/'", "全角斜杠", "Lua 需要 '/'"),
            0xFF1C: ("a full-width less-than sign", "Lua needs '<'", "全角小于号", "Lua 需要 '<'"),
            0xFF1E: ("a full-width greater-than sign", "Lua needs '>'", "全角大于号", "Lua 需要 '>'"),
            0x300A: ("a double angle bracket", "Lua needs '<'", "书名号", "Lua 需要 '<'"),
            0x300B: ("a double angle bracket", "Lua needs '>'", "书名号", "Lua 需要 '>'"),
            0x3008: ("an angle bracket", "Lua needs '<'", "单书名号", "Lua 需要 '<'"),
            0x3009: ("an angle bracket", "Lua needs '>'", "单书名号", "Lua 需要 '>'"),
            0x2026: ("an ellipsis", "Lua needs '...' (a Chinese input method types '……' for '^')", "省略号", "Lua 需要 '...'（中文输入法把 '^' 打成 '……'）"),
            0x2014: ("a dash", "Lua needs '-' (a Chinese input method types '——' for '_')", "破折号", "Lua 需要 '-'（中文输入法把 '_' 打成 '——'）"),
            0xFF5E: ("a full-width tilde", "Lua needs '~'", "全角波浪号", "Lua 需要 '~'"),
            0xFFE5: ("a full-width yen sign", "Lua has no '$' or '¥' outside strings", "人民币符号", "Lua 在字符串外没有 '$' 或 '¥'"),
            0x00B7: ("a middle dot", "Lua needs '.' (or nothing: a Chinese input method types '·' for '`')", "间隔号", "Lua 需要 '.'（或什么都不要：中文输入法把 '`' 打成 '·'）"),
        ]

        static func hex(_ value: UInt32) -> String {
            let digits = Array("0123456789ABCDEF")
            var text = ""
            var v = value
            repeat {
                text = String(digits[Int(v & 0xF)]) + text
                v >>= 4
            } while v > 0
            return "U+" + String(repeating: "0", count: max(0, 4 - text.count)) + text
        }

        static func describe(_ s: Unicode.Scalar) -> Words {
            let shown = String(s)
            if let known = names[s.value] {
                return Words("'\(shown)' is \(known.name); \(known.advice)", "'\(shown)' 是\(known.chineseName)；\(known.chineseAdvice)")
            }
            switch s.value {
            case 0x3000:
                return Words("a full-width space (\(hex(s.value)), the ideographic space); Lua needs an ordinary space",
                             "一个全角空格（\(hex(s.value))）；Lua 需要普通的空格")
            case 0x00A0, 0x202F:
                return Words("a no-break space (\(hex(s.value))); Lua needs an ordinary space",
                             "一个不换行空格（\(hex(s.value))）；Lua 需要普通的空格")
            case 0x200B, 0x2060:
                return Words("an invisible zero-width space (\(hex(s.value))); delete it", "一个看不见的零宽空格（\(hex(s.value))）；请删掉它")
            case 0xFEFF:
                return Words("an invisible byte-order mark (\(hex(s.value))); delete it", "一个看不见的字节顺序标记（\(hex(s.value))）；请删掉它")
            case 0xFFFD:
                return Words("'\(shown)' (\(hex(s.value))) stands for bytes that were not UTF-8 text: save the file as UTF-8",
                             "'\(shown)'（\(hex(s.value))）代表不是 UTF-8 文本的字节：请把文件存为 UTF-8")
            default:
                break
            }
            if fullWidthRange.contains(s.value) {
                let ascii = String(Unicode.Scalar(s.value - 0xFEE0)!)
                return Words("'\(shown)' is the full-width form of '\(ascii)'; Lua needs '\(ascii)'",
                             "'\(shown)' 是 '\(ascii)' 的全角形式；Lua 需要 '\(ascii)'")
            }
            if s.properties.isWhitespace {
                return Words("a special space (\(hex(s.value))); Lua needs an ordinary space",
                             "一个特殊空格（\(hex(s.value))）；Lua 需要普通的空格")
            }
            return Words("'\(shown)' (\(hex(s.value))) cannot stand outside a string or comment: Lua's code is written in ASCII",
                         "'\(shown)'（\(hex(s.value))）不能出现在字符串或注释之外：Lua 代码要用 ASCII 书写")
        }
    }
}
