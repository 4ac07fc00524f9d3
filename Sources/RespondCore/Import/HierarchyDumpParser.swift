/// Reads the text UIKit prints for `recursiveDescription` (one view a line,
/// each `|` of the prefix one level deeper) and for `_printHierarchy` (one view
/// controller a line, `+` for a presented one):
///
///     <UIWindow: 0x7fa1c8d0d010; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x6000>; layer = <UIWindowLayer: 0x6000>>
///        | <UILabel: 0x7fa1c8e0a2c0; frame = (16 60; 358 20.3333); text = 'Hello'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6000>>
///     <UINavigationController 0x7fa1c9008a00>, state: appeared, view: <UILayoutContainerView 0x7fa1c8c0c2d0>
///
/// Also the same lines with the addresses stripped (snapshot-testing libraries
/// print `<UIView; frame = (0 0; 375 667); layer = <CALayer>>`), indentation of
/// any width (pipes are counted; without pipes, leading spaces nest as in Python),
/// `text` spanning several lines, and anything after the closing `>` (image views
/// print ` - (null)`). A line that is not a view description is skipped with a
/// warning; bad input is a `DumpError` naming the line.
public enum HierarchyDumpParser {
    /// `controllersOnly`: the text holds only `_printHierarchy` lines (given apart
    /// from the views); a view line in it is an error.
    ///
    /// `work` is charged as the text is read (about one unit for every 8 bytes,
    /// and one a line), so that a script's instruction limit bounds an import too.
    public static func parse(_ text: String, source: String, controllersOnly: Bool = false,
                             work: ((Int) throws -> Void)? = nil) throws -> HierarchyDump {
        // A byte order mark and CR LF line ends (editors on Windows write them)
        // are not part of the text.
        var bytes = WholeFile.plainLines(Array(text.utf8), asLuaCounts: false)
        try work?(bytes.count / 64 + 1)
        try refuseArray(bytes, source: source)
        bytes = try DumpUnwrapper.unwrap(bytes, source: source)
        var parser = Parser(bytes: bytes, source: source, controllersOnly: controllersOnly, work: work)
        return try parser.run()
    }
}

extension HierarchyDumpParser {
    /// An array of views as NSLog and `po` print one (`(` or `<__NSArrayM 0x…>(`
    /// on a line of its own, then each description in quotes): the views of one
    /// level, with no hierarchy.
    static func refuseArray(_ bytes: [UInt8], source: String) throws {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { line in String(line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()) }
            .filter { !$0.isEmpty }
        guard let first = lines.first, first == "(" || first.hasPrefix("<__NS") && first.hasSuffix(">("),
              lines.dropFirst().first?.hasPrefix("\"<") == true || lines.dropFirst().first?.hasPrefix("<") == true else { return }
        throw DumpError(source: source, line: 1, message: "this is an array of views as NSLog or po print it (one level,"
                        + " each description on its own line): it has no hierarchy; " + HierarchyDump.pasteInstead)
    }
}

/// Dumps that reach us wrapped: in a Swift string literal as `p`/`expr` print a
/// `String` (`(String) $R0 = "<UIWindow: …>\n   | <UIView: …>"`, escapes and all),
/// or between the quotes or backticks Cycript and Frida print around a string.
enum DumpUnwrapper {
    static func unwrap(_ bytes: [UInt8], source: String) throws -> [UInt8] {
        var bytes = bytes
        blankCommandEcho(&bytes)
        var i = 0
        func skipBlank() { while i < bytes.count, bytes[i] == space || bytes[i] == tab || bytes[i] == newline || bytes[i] == cr { i += 1 } }
        skipBlank()
        let first = i
        // lldb's `(String) $R0 = ` (or `(String?) $R1 = `, `(Swift.String) $0 = `).
        if i < bytes.count, bytes[i] == UInt8(ascii: "(") {
            var p = i + 1
            while p < bytes.count, bytes[p] != UInt8(ascii: ")"), bytes[p] != newline { p += 1 }
            if p < bytes.count, bytes[p] == UInt8(ascii: ")") {
                p += 1
                while p < bytes.count, bytes[p] == space { p += 1 }
                if p < bytes.count, bytes[p] == UInt8(ascii: "$") {
                    while p < bytes.count, bytes[p] != space, bytes[p] != newline { p += 1 }
                    while p < bytes.count, bytes[p] == space { p += 1 }
                    if p < bytes.count, bytes[p] == equals { p += 1 }
                    while p < bytes.count, bytes[p] == space { p += 1 }
                }
                if p + 1 < bytes.count, bytes[p] == dquote, bytes[p + 1] == lt { i = p }
            }
        }
        // `po` of an optional string: `Optional("<UIWindow: …>\n…")`.
        let optionalPrefix = Array("Optional(".utf8)
        if bytes[i...].starts(with: optionalPrefix), i + optionalPrefix.count + 1 < bytes.count,
           bytes[i + optionalPrefix.count] == dquote, bytes[i + optionalPrefix.count + 1] == lt {
            i += optionalPrefix.count
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "@"), i + 2 < bytes.count, bytes[i + 1] == dquote, bytes[i + 2] == lt { i += 1 }
        guard i + 1 < bytes.count, bytes[i + 1] == lt,
              bytes[i] == dquote || bytes[i] == quote || bytes[i] == UInt8(ascii: "`") else { return bytes }
        let mark = bytes[i]
        if mark == dquote, let literal = try swiftLiteral(bytes, from: i, source: source) { return literal }
        // A quote or backtick around text that holds its own new lines: drop the two
        // marks (each becomes a space, so that lines and columns stay where they were).
        var out = bytes
        for p in first..<i { out[p] = space }
        out[i] = space
        var last = out.count - 1
        while last > i, out[last] == space || out[last] == tab || out[last] == newline || out[last] == cr { last -= 1 }
        if last > i, out[last] == mark { out[last] = space }
        return out
    }

    /// The lines a console printed before a wrapped dump — the command typed at
    /// Cycript's `cy# ` or lldb's `(lldb) ` prompt — made blank (line numbers stay),
    /// so that the wrapped dump (`@"<UIWindow: …"`, `"<UIWindow: …"`, lldb's
    /// `(String) $R0 = "…"`) is found at the text's start. Only when no line before
    /// the wrapped one holds a description of its own.
    static func blankCommandEcho(_ bytes: inout [UInt8]) {
        let starts = ["@\"<", "\"<", "'<", "`<", "(String", "(Swift.String", "Optional(\"<"].map { Array($0.utf8) }
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != newline { lineEnd += 1 }
            var p = lineStart
            while p < lineEnd, bytes[p] == space || bytes[p] == tab { p += 1 }
            if starts.contains(where: { bytes[p..<lineEnd].starts(with: $0) }) {
                if lineStart > 0 { for q in 0..<lineStart where bytes[q] != newline { bytes[q] = space } }
                return
            }
            // A description before any wrapper: the text is not a wrapped dump.
            let line = bytes[lineStart..<lineEnd]
            for q in line.indices.dropLast() where line[q] == lt && (line[q + 1] == UInt8(ascii: "_") || (line[q + 1] | 0x20) >= 0x61 && (line[q + 1] | 0x20) <= 0x7A) {
                return
            }
            lineStart = lineEnd + 1
        }
    }

    /// The text of the Swift string literal at `start` when the dump is one (its
    /// lines joined by `\n` escapes); nil when the text after the quote has new
    /// lines of its own (it is only wrapped) or goes on after the closing quote.
    /// A literal that is not closed, or is followed by `...`, is refused: the
    /// debugger cut it short.
    static func swiftLiteral(_ bytes: [UInt8], from start: Int, source: String) throws -> [UInt8]? {
        var out: [UInt8] = []
        var p = start + 1
        while p < bytes.count {
            let b = bytes[p]
            if b == newline || b == cr { return nil }
            if b == dquote {
                var rest = bytes[(p + 1)...].drop { $0 == space || $0 == tab || $0 == newline || $0 == cr }
                if rest.first == UInt8(ascii: ")") { rest = rest.dropFirst().drop { $0 == space || $0 == tab || $0 == newline || $0 == cr } }
                if rest.starts(with: Array("...".utf8)) {
                    throw DumpError(source: source, line: 1, message:
                        "the dump is one Swift string (as `p` or `expr` print it) followed by '...': the debugger cut it short; print the dump with `po`, which prints the text itself")
                }
                // Anything else after it: the quote was the text's own (a quote in a one-line dump).
                return rest.isEmpty ? out : nil
            }
            if b == UInt8(ascii: "\\"), p + 1 < bytes.count {
                let e = bytes[p + 1]
                p += 2
                switch e {
                case UInt8(ascii: "n"): out.append(newline)
                case UInt8(ascii: "t"): out.append(tab)
                case UInt8(ascii: "r"): out.append(cr)
                case UInt8(ascii: "0"): out.append(0)
                case UInt8(ascii: "\\"), dquote, quote: out.append(e)
                case UInt8(ascii: "u") where p < bytes.count && bytes[p] == UInt8(ascii: "{"):
                    var q = p + 1
                    while q < bytes.count, bytes[q] != UInt8(ascii: "}"), q - p < 10 { q += 1 }
                    if q < bytes.count, bytes[q] == UInt8(ascii: "}"),
                       let value = UInt32(String(decoding: bytes[(p + 1)..<q], as: UTF8.self), radix: 16),
                       let scalar = Unicode.Scalar(value) {
                        out.append(contentsOf: Array(String(Character(scalar)).utf8))
                        p = q + 1
                    } else {
                        out.append(contentsOf: [UInt8(ascii: "\\"), e])
                    }
                case UInt8(ascii: "u") where p + 4 <= bytes.count:
                    // `\u53d6` (Cycript and Objective-C print non-ASCII so), a
                    // surrogate pair as two of them.
                    if let (scalar, used) = utf16Escape(bytes, at: p) {
                        out.append(contentsOf: Array(String(Character(scalar)).utf8))
                        p += used
                    } else {
                        out.append(contentsOf: [UInt8(ascii: "\\"), e])
                    }
                default: out.append(contentsOf: [UInt8(ascii: "\\"), e])
                }
                continue
            }
            out.append(b)
            p += 1
        }
        throw DumpError(source: source, line: 1, message:
            "the dump is one Swift string (as `p` or `expr` print it) with no closing quote: the debugger cut it short; print the dump with `po`, which prints the text itself")
    }
}

/// The character of `XXXX` (four hex digits at `p`, after a `\\u`), or of a
/// surrogate pair `XXXX\\uYYYY`, and how many bytes it took.
private func utf16Escape(_ bytes: [UInt8], at p: Int) -> (Unicode.Scalar, Int)? {
    func hex4(_ at: Int) -> UInt32? {
        guard at + 4 <= bytes.count else { return nil }
        return UInt32(String(decoding: bytes[at..<(at + 4)], as: UTF8.self), radix: 16)
    }
    guard let high = hex4(p) else { return nil }
    if (0xD800...0xDBFF).contains(high) {
        guard p + 10 <= bytes.count, bytes[p + 4] == UInt8(ascii: "\\"), bytes[p + 5] == UInt8(ascii: "u"),
              let low = hex4(p + 6), (0xDC00...0xDFFF).contains(low),
              let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else { return nil }
        return (scalar, 10)
    }
    guard let scalar = Unicode.Scalar(high) else { return nil }
    return (scalar, 4)
}

private let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
private let pipe = UInt8(ascii: "|"), plus = UInt8(ascii: "+"), quote = UInt8(ascii: "'")
private let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), semicolon = UInt8(ascii: ";"), colon = UInt8(ascii: ":")
private let equals = UInt8(ascii: "="), comma = UInt8(ascii: ","), dquote = UInt8(ascii: "\"")

private func isIdentifierByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
        || b == UInt8(ascii: ".") || b == UInt8(ascii: "$") || b >= 0x80
}

private func isOpener(_ b: UInt8) -> Bool {
    b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") || b == lt
}

private func isCloser(_ b: UInt8) -> Bool {
    b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") || b == gt
}

/// A number UIKit printed that is not finite: `nan`, `-nan`, `inf`, `-inf`
/// (`%g` prints them so); nil for anything else.
func parseDumpNonFinite<S: StringProtocol>(_ text: S) -> Double? {
    switch text.lowercased() {
    case "nan", "-nan", "+nan": return .nan
    case "inf", "+inf", "infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    default: return nil
    }
}

/// A number as UIKit prints it (`161.333`, `-15.3281`, `1e-05`, `-0`); finite only.
func parseDumpNumber<S: StringProtocol>(_ text: S) -> Double? {
    guard !text.isEmpty else { return nil }
    for c in text.utf8 {
        let ok = (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
            || c == UInt8(ascii: "e") || c == UInt8(ascii: "E")
        if !ok { return nil }
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return value
}

private struct Parser {
    let bytes: [UInt8]
    let source: String
    let controllersOnly: Bool
    let work: ((Int) throws -> Void)?
    var pos = 0
    /// How far the last attempt at a description read (see `loggedDescriptionStart`).
    var reach = 0
    /// A line of a responder chain that is not a view (`<UIApplication: 0x…>`), nested
    /// under a view: the text is a chain printed like a hierarchy (Chisel's `presponder`).
    var chainLine: (line: Int, className: String)?
    /// The line `pos` is on (1-based).
    var line = 1
    var dump: HierarchyDump

    init(bytes: [UInt8], source: String, controllersOnly: Bool, work: ((Int) throws -> Void)?) {
        self.bytes = bytes
        self.source = source
        self.controllersOnly = controllersOnly
        self.work = work
        dump = HierarchyDump(source: source)
    }

    // MARK: Structure

    /// Where a line sits: its pipes (or its indentation width when the dump has no pipes).
    struct Level {
        /// The node at this level: a view (or controller) index. For a skipped line,
        /// the node its children go to (its superview).
        let node: Int
        let line: Int
        /// Set for a skipped line: the index of its warning.
        let skippedWarning: Int?
        let width: Int
    }

    var usesPipes = false
    var viewLevels: [Level] = []
    var viewBase = 0
    var controllerLevels: [Level] = []
    var controllerBase = 0
    /// Skipped lines whose children were attached to their superview.
    var reparented: Set<Int> = []

    mutating func run() throws -> HierarchyDump {
        usesPipes = dumpUsesPipes()
        while pos < bytes.count {
            let lineNumber = line
            let lineStart = pos
            var p = pos, pipes = 0, width = 0
            var lastMarker: UInt8 = 0
            while p < bytes.count {
                let b = bytes[p]
                if b == space { width += 1 } else if b == tab { width += 4 } else if b == pipe || b == plus {
                    pipes += 1
                    width += 1
                    lastMarker = b
                } else { break }
                p += 1
            }
            if p >= bytes.count || bytes[p] == newline || bytes[p] == cr {
                skipToNextLine(from: p)
                continue
            }
            let contentStart = p
            pos = p
            if bytes[p] != lt, let start = try loggedDescriptionStart(from: p) {
                // `2024-05-01 10:00:00.000 App[123:456] <UIWindow: ...>`: printed with NSLog (the
                // pipes, if any, after the prefix), or any other text before the description.
                var q = start
                var runWidth = 0
                while q > p, [space, tab, pipe, plus].contains(bytes[q - 1]) {
                    q -= 1
                    if bytes[q] == pipe || bytes[q] == plus {
                        pipes += 1
                        lastMarker = bytes[q]
                    }
                    runWidth += bytes[q] == tab ? 4 : 1
                }
                width += runWidth
                pos = start
            }
            // UITextView's container view prints its description inside one more pair:
            // `<<_UITextContainerView: 0x…; frame = (…); layer = <…>> minSize = {0, 0}, …`.
            if pos + 1 < bytes.count, bytes[pos] == lt, bytes[pos + 1] == lt { pos += 1 }
            if bytes[pos] == lt, let parsed = try parseDescription() {
                switch parsed {
                case .view(var view):
                    view.line = lineNumber
                    if controllersOnly {
                        throw error(lineNumber, "a view description, where view controllers (_printHierarchy lines) were expected")
                    }
                    if view.nonFinite {
                        // Not finite (a warning says so): it contains no point.
                        view.frame = Rect.zero
                        view.transform = nil
                    } else if let t = view.transform {
                        let g = HierarchyBuilder.exactGeometry(frame: view.frame, transform: t)
                        guard [g.size.width, g.size.height, g.center.x, g.center.y].allSatisfy(\.isFinite) else {
                            let shown = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { $0 != 0 && formatNumber($0) == "0" ? "\($0)" : formatNumber($0) }
                            throw error(lineNumber, "transform: [\(shown.joined(separator: ", "))] with this frame gives the view no finite size or centre (too close to nothing, or too large)")
                        }
                    }
                    try place(view, pipes: pipes, width: width)
                case .controller(var controller):
                    controller.line = lineNumber
                    controller.presented = lastMarker == plus
                    try place(controller, pipes: pipes)
                case .notAView(let why, let className):
                    if chainLine == nil, !viewLevels.isEmpty, Self.isChainOnlyResponder(className) {
                        chainLine = (lineNumber, className)
                    }
                    skipLine(lineNumber, contentStart, why: why, pipes: pipes, width: width)
                }
            } else {
                pos = lineStart
                line = lineNumber
                skipLine(lineNumber, contentStart, why: "not a view description", pipes: pipes, width: width)
            }
            skipToNextLine(from: pos)
            try work?((pos - lineStart) / 8 + 1)
        }
        if let chainLine {
            throw error(chainLine.line, "\(chainLine.className) is not a view: this is a responder chain printed like a hierarchy (Chisel's presponder prints each next responder one level deeper), not a view hierarchy; dump the window's recursiveDescription instead")
        }
        if controllersOnly {
            guard !dump.controllers.isEmpty else {
                throw DumpError(source: source, line: 1, message:
                    "no view controller found (a _printHierarchy line looks like <UINavigationController 0x7fa1c9008a00>, state: appeared, view: <UILayoutContainerView 0x7fa1c8c0c2d0>)")
            }
            return dump
        }
        guard !dump.views.isEmpty else {
            if let format = Self.otherFormat(bytes) {
                throw DumpError(source: source, line: 1, message: "no view description found: \(format); \(HierarchyDump.pasteInstead)")
            }
            throw DumpError(source: source, line: 1, message:
                "no view description found (a recursiveDescription line looks like <UIView: 0x7fa1c8d0d010; frame = (0 0; 375 667); ...>)")
        }
        try refuseResponderChain()
        for i in dump.views.indices {
            if let parent = dump.views[i].parent { dump.views[parent].subviews.append(i) }
        }
        return dump
    }

    /// What a text with no view description is, when it is a known format.
    static func otherFormat(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.contains("Element subtree:") || text.contains("Attributes: Application") || text.contains("→Application, ") {
            return "this is XCUITest's debugDescription, a tree of accessibility elements, not of views (no classes,"
                + " no hit testing)"
        }
        if text.contains("\"<") && text.contains("frame = (") {
            return "this is an array of views as NSLog or po print it (each description in quotes, one level):"
                + " it has no hierarchy"
        }
        if text.contains("_printHierarchy") || text.contains(", state: ") {
            return "these are view controllers (_printHierarchy); give them with --controllers, beside the views"
        }
        return nil
    }

    /// A chain of one view in each level, a window somewhere under the first:
    /// each line is the next responder of the one above it (Chisel's
    /// `presponder`, cut before UIApplication), not a view hierarchy (a window
    /// is never a subview of a view).
    func refuseResponderChain() throws {
        // Each line's next one is its superview there: as large or larger, never smaller.
        let growing = dump.views.dropFirst().allSatisfy { view in
            guard let parent = view.parent else { return false }
            let above = dump.views[parent].frame.size
            return view.frame.size.width >= above.width && view.frame.size.height >= above.height
        }
        guard dump.views.count >= 2, growing, dump.views.allSatisfy({ $0.subviews.count <= 1 }),
              let window = dump.views.dropFirst().first(where: { dump.kinds[$0.className] == .window }),
              window.frame.size != dump.views[0].frame.size else { return }
        throw error(window.line, "\(window.className) is a window under another view: this is a responder chain printed like"
                    + " a hierarchy (Chisel's presponder prints each next responder one level deeper), not a view hierarchy;"
                    + " dump the window's recursiveDescription instead")
    }

    /// Where a view description starts on a line that begins with something else
    /// (a log prefix): the first ` <` whose description reads as a view with a frame.
    /// A description there that is bad (a field that does not read, a quote or a
    /// `>` missing) is an error naming the line, as on any other line. Each attempt
    /// starts past what the one before it read, so a line is read once whatever it holds.
    mutating func loggedDescriptionStart(from start: Int) throws -> Int? {
        let savedPos = pos, savedLine = line
        defer { pos = savedPos; line = savedLine }
        var lineEnd = start
        while lineEnd < bytes.count, bytes[lineEnd] != newline { lineEnd += 1 }
        var p = start + 1
        while p < lineEnd {
            // ` <` or ` (<`: iOS 5's mail composer printed `To: (<MFMailComposeRecipientView: …>)`.
            if bytes[p] == lt, bytes[p - 1] == space || bytes[p - 1] == tab
                || bytes[p - 1] == UInt8(ascii: "(") && (p - 1 == start || bytes[p - 2] == space || bytes[p - 2] == tab) {
                pos = p
                line = savedLine
                reach = p
                let candidate = pos + 1 < bytes.count && bytes[pos + 1] == lt ? p + 1 : p
                pos = candidate
                if case .view? = try parseDescription() { return p }
                p = max(p + 1, reach, pos)
                continue
            }
            p += 1
        }
        return nil
    }

    /// Responders that are never views, found in a responder chain.
    static func isChainOnlyResponder(_ className: String) -> Bool {
        let name = className.split(separator: ".").last.map(String.init) ?? className
        return name == "UIApplication" || name == "UIWindowScene" || name.hasSuffix("AppDelegate")
            || name.hasSuffix("ApplicationDelegate") || name.hasSuffix("SceneDelegate")
    }

    /// Pipes decide depth when any line is indented with them; otherwise spaces do.
    func dumpUsesPipes() -> Bool {
        var atLineStart = true
        for b in bytes {
            if b == newline { atLineStart = true; continue }
            if !atLineStart { continue }
            if b == pipe { return true }
            if b != space && b != tab { atLineStart = false }
        }
        return false
    }

    mutating func skipToNextLine(from p: Int) {
        var p = p
        while p < bytes.count && bytes[p] != newline { p += 1 }
        if p < bytes.count {
            p += 1
            line += 1
        }
        pos = p
    }

    /// A line that is not a view description: warn, and give the lines under it to its superview.
    mutating func skipLine(_ lineNumber: Int, _ contentStart: Int, why: String, pipes: Int, width: Int) {
        var end = contentStart
        while end < bytes.count && bytes[end] != newline && bytes[end] != cr { end += 1 }
        // Control characters (a terminal's escapes among them) are shown as spaces.
        var shown = String(String.UnicodeScalarView(String(decoding: bytes[contentStart..<end], as: UTF8.self).unicodeScalars.map {
            $0.properties.generalCategory == .control ? " " : $0
        }))
        if shown.count > 80 { shown = String(shown.prefix(77)) + "..." }
        dump.warnings.append(DumpWarning(source: source, line: lineNumber, message: "skipped (\(why)): \(shown)"))
        guard !viewLevels.isEmpty else { return }
        let warning = dump.warnings.count - 1
        if usesPipes {
            let depth = pipes - viewBase
            guard depth >= 1, depth <= viewLevels.count else { return }
            let parent = viewLevels[depth - 1]
            viewLevels.removeSubrange(depth...)
            viewLevels.append(Level(node: parent.node, line: lineNumber, skippedWarning: warning, width: 0))
        } else {
            guard width > viewLevels[0].width else { return }
            while let last = viewLevels.last, last.width >= width { viewLevels.removeLast() }
            let parent = viewLevels[viewLevels.count - 1]
            viewLevels.append(Level(node: parent.node, line: lineNumber, skippedWarning: warning, width: width))
        }
    }

    mutating func place(_ view: DumpedView, pipes: Int, width: Int) throws {
        var view = view
        let index = dump.views.count
        if viewLevels.isEmpty {
            viewBase = pipes
            viewLevels = [Level(node: index, line: view.line, skippedWarning: nil, width: width)]
        } else if usesPipes {
            let depth = pipes - viewBase
            let root = dump.views[0].line
            if depth < 0 { throw error(view.line, "less indented than the root view (line \(root))") }
            if depth == 0 { throw secondRoot(view) }
            if depth > viewLevels.count {
                let above = viewLevels[viewLevels.count - 1]
                throw error(view.line, "\(depth - viewLevels.count + 1) levels deeper than line \(above.line) above it (a subview is one '|' deeper than its superview)")
            }
            let parent = viewLevels[depth - 1]
            if let warning = parent.skippedWarning { noteReparented(warning) }
            view.parent = parent.node
            view.depth = dump.views[parent.node].depth + 1
            viewLevels.removeSubrange(depth...)
            viewLevels.append(Level(node: index, line: view.line, skippedWarning: nil, width: width))
        } else {
            let root = viewLevels[0]
            if width < root.width { throw error(view.line, "less indented than the root view (line \(root.line))") }
            if width <= viewLevels[viewLevels.count - 1].width {
                while let last = viewLevels.last, last.width > width { viewLevels.removeLast() }
                guard let same = viewLevels.last, same.width == width else {
                    throw error(view.line, "the indentation (\(width) columns) matches no line above it")
                }
                viewLevels.removeLast()
                guard !viewLevels.isEmpty else { throw secondRoot(view) }
            }
            let parent = viewLevels[viewLevels.count - 1]
            if let warning = parent.skippedWarning { noteReparented(warning) }
            view.parent = parent.node
            view.depth = dump.views[parent.node].depth + 1
            viewLevels.append(Level(node: index, line: view.line, skippedWarning: nil, width: width))
        }
        if dump.kinds[view.className] == nil { dump.kinds[view.className] = ViewKind.resolve(view) }
        if let address = view.address, dump.addressIndex[address] == nil { dump.addressIndex[address] = index }
        dump.views.append(view)
    }

    /// A second view at the top level. Two windows there are a list of windows
    /// (`po UIApplication.shared.windows` prints one line each, without their views).
    func secondRoot(_ view: DumpedView) -> DumpError {
        let root = dump.views[0]
        if ViewKind.resolve(view) == .window, dump.kinds[root.className] == .window {
            return error(view.line, "a second window at the top level (line \(root.line) is the first): this is a list of"
                         + " windows, as po UIApplication.shared.windows prints it, without their views; print one window's"
                         + " views: po UIApplication.shared.windows[0].value(forKey: \"recursiveDescription\")!")
        }
        return error(view.line, "a second top-level view: line \(root.line) is the root, and a dump has one root")
    }

    mutating func noteReparented(_ warning: Int) {
        guard reparented.insert(warning).inserted else { return }
        let old = dump.warnings[warning]
        dump.warnings[warning] = DumpWarning(source: old.source, line: old.line, message:
            old.message + " (the views under it are put in its superview, at their printed frames)")
    }

    mutating func place(_ controller: DumpedController, pipes: Int) throws {
        var controller = controller
        let index = dump.controllers.count
        if controllerLevels.isEmpty {
            controllerBase = pipes
            if controller.presented { controller.presented = false }
            controllerLevels = [Level(node: index, line: controller.line, skippedWarning: nil, width: 0)]
        } else {
            let depth = pipes - controllerBase
            let root = dump.controllers[0].line
            if depth < 0 { throw error(controller.line, "less indented than the root view controller (line \(root))") }
            if depth == 0 {
                throw error(controller.line, "a second top-level view controller: line \(root) is the root, and a dump has one root")
            }
            if depth > controllerLevels.count {
                let above = controllerLevels[controllerLevels.count - 1]
                throw error(controller.line, "\(depth - controllerLevels.count + 1) levels deeper than line \(above.line) above it (a child is one '|' deeper than its parent)")
            }
            let parent = controllerLevels[depth - 1].node
            if controller.presented, let other = dump.controllers.first(where: { $0.presented && $0.parent == parent }) {
                throw error(controller.line, "\(dump.controllers[parent].className) already presents \(other.className) (line \(other.line)); a controller presents one at a time")
            }
            controller.parent = parent
            controller.depth = depth
            controllerLevels.removeSubrange(depth...)
            controllerLevels.append(Level(node: index, line: controller.line, skippedWarning: nil, width: 0))
        }
        dump.controllers.append(controller)
    }

    func error(_ line: Int, _ message: String) -> DumpError {
        DumpError(source: source, line: line, message: message)
    }

    // MARK: One description

    enum Parsed {
        case view(DumpedView)
        case controller(DumpedController)
        case notAView(String, className: String)
    }

    /// At `<`: the header (`<Class: 0xADDR` or `<Class 0xADDR` or `<Class`), then
    /// the fields up to the matching `>`, then what follows on the line. Returns nil
    /// when the header is not UIKit's (the line is then skipped), `.notAView` when
    /// it is but has no frame.
    mutating func parseDescription() throws -> Parsed? {
        let startLine = line
        var p = pos + 1
        guard p < bytes.count, bytes[p] == UInt8(ascii: "_") || ((bytes[p] | 0x20) >= 0x61 && (bytes[p] | 0x20) <= 0x7A) else {
            return nil
        }
        // The class name, generic arguments included (`SwiftUI._UIHostingView<SwiftUI.AnyView>`).
        let nameStart = p
        var generic = 0
        while p < bytes.count {
            let b = bytes[p]
            if b == lt { generic += 1 } else if b == gt {
                if generic == 0 { break }
                generic -= 1
            } else if generic == 0, !isIdentifierByte(b) { break } else if b == newline {
                reach = max(reach, p)
                return nil
            }
            p += 1
        }
        let className = String(decoding: bytes[nameStart..<p], as: UTF8.self)
        reach = max(reach, p)
        guard p < bytes.count else { return nil }
        var address: String?
        var separatedBySpace = false
        if bytes[p] == colon || bytes[p] == space {
            separatedBySpace = bytes[p] == space
            p += 1
            while p < bytes.count && bytes[p] == space { p += 1 }
            let addressStart = p
            while p < bytes.count, bytes[p] != semicolon, bytes[p] != gt, bytes[p] != space, bytes[p] != newline { p += 1 }
            let token = String(decoding: bytes[addressStart..<p], as: UTF8.self)
            reach = max(reach, p)
            guard token.hasPrefix("0x"), token.count > 2, token.dropFirst(2).allSatisfy(\.isHexDigit) else { return nil }
            address = token
        }
        guard p < bytes.count, bytes[p] == semicolon || bytes[p] == gt else { return nil }

        var view = DumpedView(line: startLine, className: className)
        view.address = address
        var hasFrame = false
        if bytes[p] == semicolon {
            p += 1
            pos = p
            hasFrame = try parseFields(into: &view, startLine: startLine)
            p = pos
        } else {
            p += 1
        }
        pos = p
        // What follows on the line: a view controller's `, state: ..., view: <...>` (read to
        // the line's end only then, so that trying every `<` of a line reads it once).
        if bytes[p...].starts(with: Array(", state:".utf8)) || bytes[p...].starts(with: Array(", view:".utf8)) {
            var end = p
            while end < bytes.count && bytes[end] != newline { end += 1 }
            reach = max(reach, end)
            let trailing = String(decoding: bytes[p..<end], as: UTF8.self)
            var controller = DumpedController(line: startLine, className: className)
            controller.address = address
            readControllerTrailer(trailing, into: &controller)
            return .controller(controller)
        }
        if !hasFrame {
            return .notAView(separatedBySpace ? "not a view description" : "no frame", className: className)
        }
        return .view(view)
    }

    /// `, state: appeared, view: <UIView 0x7f...>[ not in the window][, presented with: <...>]`.
    func readControllerTrailer(_ trailing: String, into controller: inout DumpedController) {
        if let range = trailing.firstRange(of: "state: ") {
            controller.state = String(trailing[range.upperBound...].prefix { $0 != "," && $0 != " " })
        }
        controller.notInWindow = trailing.contains("not in the window")
        guard let range = trailing.firstRange(of: "view: ") else { return }
        let rest = trailing[range.upperBound...]
        if rest.hasPrefix("(view not loaded)") {
            controller.viewLoaded = false
            return
        }
        guard rest.hasPrefix("<") else { return }
        // The matching `>` (a generic view class has its own: `_UIHostingView<AnyView>`).
        var depth = 0
        var close: Substring.Index?
        for i in rest.indices {
            if rest[i] == "<" { depth += 1 } else if rest[i] == ">" {
                depth -= 1
                if depth == 0 { close = i; break }
            }
        }
        guard let close else { return }
        let inside = rest[rest.index(after: rest.startIndex)..<close]
        let parts = inside.split(separator: " ")
        if let last = parts.last, last.hasPrefix("0x"), parts.count >= 2 {
            controller.viewAddress = String(last)
            controller.viewClassName = parts.dropLast().joined(separator: " ")
        } else {
            controller.viewClassName = String(inside)
        }
    }

    /// Fields `key = value` (or `key: value`) separated by `;`, up to the `>` that
    /// closes the description. Returns whether a frame was among them.
    mutating func parseFields(into view: inout DumpedView, startLine: Int) throws -> Bool {
        var hasFrame = false
        while true {
            while pos < bytes.count && bytes[pos] == space { pos += 1 }
            guard pos < bytes.count, bytes[pos] != newline else {
                throw error(startLine, "the description is not closed ('>' missing)")
            }
            if bytes[pos] == gt {
                pos += 1
                return hasFrame
            }
            let keyStart = pos
            while pos < bytes.count && isIdentifierByte(bytes[pos]) { pos += 1 }
            let key = String(decoding: bytes[keyStart..<pos], as: UTF8.self)
            var valueStart = pos
            var named = false
            if pos + 2 < bytes.count, bytes[pos] == space, bytes[pos + 1] == equals, bytes[pos + 2] == space {
                valueStart = pos + 3
                named = true
            } else if pos + 1 < bytes.count, bytes[pos] == colon, bytes[pos + 1] == space {
                valueStart = pos + 2
                named = true
            } else {
                valueStart = keyStart   // a bare segment (`HomeScreen-0x865c80000-5`): skipped
            }
            pos = valueStart
            let fieldLine = line
            if named, pos < bytes.count, bytes[pos] == quote {
                let text = try scanQuoted(key: key)
                if key == "text" { view.text = text }
            } else {
                let valueEnd = try scanValue(startLine: startLine)
                if named {
                    let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
                    if key == "frame" { hasFrame = true }
                    try apply(key, value, to: &view, line: fieldLine)
                }
            }
            guard pos < bytes.count else { throw error(startLine, "the description is not closed ('>' missing)") }
            if bytes[pos] == semicolon { pos += 1 }
        }
    }

    /// Up to the `;` or `>` that ends the value, skipping nested `(...)`, `[...]`,
    /// `{...}` and `<...>`. Leaves `pos` on that `;` or `>`; returns the value's end.
    /// An empty value (`clipsToBounds = ;`) ends where it starts.
    mutating func scanValue(startLine: Int) throws -> Int {
        let start = pos
        var depth = 0
        while pos < bytes.count {
            let b = bytes[pos]
            if b == newline { break }
            if depth == 0, b == semicolon || b == gt {
                var end = pos
                while end > start && bytes[end - 1] == space { end -= 1 }
                return end
            }
            if isOpener(b) { depth += 1 } else if isCloser(b) { depth = max(0, depth - 1) }
            pos += 1
        }
        throw error(startLine, "the description is not closed ('>' missing)")
    }

    /// A `'...'` value. It may hold `;`, `'`, `<` and even new lines: it ends at the
    /// first quote followed by `; key = `, `; key: ` or by the description's `>`.
    mutating func scanQuoted(key: String) throws -> String {
        let startLine = line
        let start = pos + 1
        var q = start
        while q < bytes.count {
            let b = bytes[q]
            if b == newline { line += 1 }
            if b == quote, closesQuote(at: q) {
                pos = q + 1
                return String(decoding: bytes[start..<q], as: UTF8.self)
            }
            q += 1
        }
        line = startLine
        throw error(startLine, "\(key): the closing quote is missing")
    }

    func closesQuote(at q: Int) -> Bool {
        let next = q + 1
        guard next < bytes.count else { return false }
        if bytes[next] == gt {
            let after = next + 1
            return after >= bytes.count || bytes[after] == newline || bytes[after] == space || bytes[after] == tab
                || bytes[after] == cr || bytes[after] == UInt8(ascii: ")") || bytes[after] == gt
        }
        guard bytes[next] == semicolon else { return false }
        var p = next + 1
        while p < bytes.count && bytes[p] == space { p += 1 }
        let keyStart = p
        while p < bytes.count && isIdentifierByte(bytes[p]) { p += 1 }
        guard p > keyStart else { return false }
        if p + 2 < bytes.count, bytes[p] == space, bytes[p + 1] == equals, bytes[p + 2] == space { return true }
        if p + 1 < bytes.count, bytes[p] == colon, bytes[p + 1] == space { return true }
        return false
    }

    // MARK: Field values

    /// A field's value. Numbers UIKit printed as `nan` or `inf` are read as UIKit
    /// would use them, with a warning, never a refusal of the dump: a frame (or
    /// a transform) that is not finite contains no point (CGRectContainsPoint is
    /// false for NaN), so the view and everything in it take no touches — read as
    /// an empty frame at the origin; an alpha of NaN as 0 (not hit-tested), an
    /// infinite one as UIKit clamps it (0 or 1); an offset or a size that is not
    /// finite as 0.
    mutating func apply(_ key: String, _ value: String, to view: inout DumpedView, line: Int) throws {
        func warn(_ text: String) {
            dump.warnings.append(DumpWarning(source: source, line: line, message: "\(view.className): \(key) = \(value): \(text)"))
        }
        let unreachable = "no point is inside it, so the view and its subviews take no touches (read as an empty frame at 0, 0)"
        switch key {
        case "frame":
            view.frame = try frame(value, line)
            if ![view.frame.origin.x, view.frame.origin.y, view.frame.size.width, view.frame.size.height].allSatisfy(\.isFinite) {
                view.frame = Rect.zero
                view.nonFinite = true
                warn(unreachable)
            }
        case "transform":
            let n = try numbers(value, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), names: ["a", "b", "c", "d", "tx", "ty"],
                                field: "transform", shape: "[a, b, c, d, tx, ty]", line)
            if n.allSatisfy(\.isFinite) {
                view.transform = AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
            } else {
                view.nonFinite = true
                warn(unreachable)
            }
        case "hidden": view.hidden = try yesNo(value, "hidden", line)
        case "alpha":
            let alpha = try number(Substring(value), "alpha", nil, line)
            if alpha.isNaN {
                view.alpha = 0
                warn("read as 0: the view is not hit-tested")
            } else if alpha.isInfinite {
                view.alpha = alpha > 0 ? 1 : 0
                warn("read as \(alpha > 0 ? 1 : 0), as UIKit clamps an alpha")
            } else {
                view.alpha = alpha
            }
        case "userInteractionEnabled": view.userInteractionEnabled = try yesNo(value, "userInteractionEnabled", line)
        case "clipsToBounds": view.clipsToBounds = try yesNo(value, "clipsToBounds", line)
        case "opaque": view.opaque = try yesNo(value, "opaque", line)
        case "tag":
            guard let tag = Int(value) else { throw error(line, "tag: '\(value)' is not a whole number") }
            view.tag = tag
        case "contentOffset":
            let n = try numbers(value, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), names: ["x", "y"],
                                field: "contentOffset", shape: "{x, y}", line)
            view.contentOffset = Point(n[0].isFinite ? n[0] : 0, n[1].isFinite ? n[1] : 0)
            if !n.allSatisfy(\.isFinite) { warn("read with 0 for what is not finite") }
        case "contentSize":
            let n = try numbers(value, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), names: ["width", "height"],
                                field: "contentSize", shape: "{width, height}", line)
            view.contentSize = Size(n[0].isFinite ? n[0] : 0, n[1].isFinite ? n[1] : 0)
            if !n.allSatisfy(\.isFinite) { warn("read with 0 for what is not finite") }
        case "contentInset", "adjustedContentInset":
            let n = try numbers(value, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), names: ["top", "left", "bottom", "right"],
                                field: key, shape: "{top, left, bottom, right}", line)
            let inset = EdgeInsets(top: n[0].isFinite ? n[0] : 0, left: n[1].isFinite ? n[1] : 0,
                                   bottom: n[2].isFinite ? n[2] : 0, right: n[3].isFinite ? n[3] : 0)
            if !n.allSatisfy(\.isFinite) { warn("read with 0 for what is not finite") }
            if key == "contentInset" { view.contentInset = inset } else { view.adjustedContentInset = inset }
        case "animations":
            view.animating = value.contains("Animation")
            if view.animating { warn(Self.animatingNote) }
        case "baseClass": view.baseClass = value
        case "backgroundColor": view.backgroundColor = value
        case "autoresize": view.autoresize = value
        case "layer":
            view.layer = value
            // A layer printed with its animations (`animations = { position=<CABasicAnimation: …>; }`).
            if value.contains("animations = "), value.contains("Animation:") {
                view.animating = true
                warn(Self.animatingNote)
            }
        case "gestureRecognizers": view.gestureRecognizers = value
        default: break
        }
    }

    static let animatingNote = "animations in flight: UIKit skips a view being animated unless the animation"
        + " allows user interaction, which the dump does not say; read as not allowing it (the view takes no touches)"

    func yesNo(_ value: String, _ field: String, _ line: Int) throws -> Bool {
        switch value {
        case "YES": return true
        case "NO": return false
        default: throw error(line, "\(field): expected YES or NO, got '\(value)'")
        }
    }

    /// `frame: the width 'abc' is not a number`.
    func number(_ text: Substring, _ field: String, _ component: String?, _ line: Int) throws -> Double {
        guard let n = parseDumpNumber(text) ?? parseDumpNonFinite(text) else {
            throw error(line, "\(field): \(component.map { "the \($0) " } ?? "")'\(text)' is not a number")
        }
        return n
    }

    /// `(x y; w h)`.
    func frame(_ value: String, _ line: Int) throws -> Rect {
        guard let groups = numberGroups(value, open: UInt8(ascii: "("), close: UInt8(ascii: ")"), separator: semicolon),
              groups.count == 2, groups[0].count == 2, groups[1].count == 2 else {
            throw error(line, "frame: expected (x y; width height), got '\(value)'")
        }
        return Rect(try number(groups[0][0], "frame", "x", line), try number(groups[0][1], "frame", "y", line),
                    try number(groups[1][0], "frame", "width", line), try number(groups[1][1], "frame", "height", line))
    }

    /// `[1, 0, 0, 1, 0, 0]`, `{0, -88}`: one number per group.
    func numbers(_ value: String, open: UInt8, close: UInt8, names: [String], field: String, shape: String,
                 _ line: Int) throws -> [Double] {
        guard let groups = numberGroups(value, open: open, close: close, separator: comma),
              groups.count == names.count, groups.allSatisfy({ $0.count == 1 }) else {
            throw error(line, "\(field): expected \(shape), got '\(value)'")
        }
        return try zip(groups, names).map { group, name in try number(group[0], field, name, line) }
    }

    /// The space-separated tokens of `value` between `open` and `close`, in groups
    /// split at `separator`; nil when the brackets are not there.
    func numberGroups(_ value: String, open: UInt8, close: UInt8, separator: UInt8) -> [[Substring]]? {
        let u = value.utf8
        guard u.count >= 2, u.first == open, u.last == close else { return nil }
        var groups: [[Substring]] = [[]]
        var tokenStart: String.Index?
        var i = u.index(after: u.startIndex)
        let end = u.index(before: u.endIndex)
        while true {
            let atEnd = i == end
            let b = atEnd ? 0 : u[i]
            if atEnd || b == space || b == separator {
                if let start = tokenStart {
                    groups[groups.count - 1].append(value[start..<i])
                    tokenStart = nil
                }
                if atEnd { break }
                if b == separator { groups.append([]) }
            } else if tokenStart == nil {
                tokenStart = i
            }
            i = u.index(after: i)
        }
        return groups
    }
}
