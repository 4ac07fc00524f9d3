/// Text as a person reads it, in English or Chinese, in columns of a fixed
/// width (a terminal's, a picture's legend): a wide character (CJK, full-width)
/// takes two columns; English breaks at spaces, Chinese between characters,
/// never before closing punctuation.
public enum TextColumns {
    /// Whether `c` is a wide (CJK or full-width) character: two columns on a
    /// terminal, and no space between it and its neighbours.
    public static func isWide(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Columns `c` takes on a terminal.
    public static func width(of c: Character) -> Int { isWide(c) ? 2 : 1 }

    /// Columns `text` takes on a terminal.
    public static func width(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// Lines of a header field joined into one paragraph: with a space between
    /// English words, without one where either side is Chinese.
    public static func join(_ lines: [String]) -> String {
        var out = ""
        for line in lines where !line.isEmpty {
            if let last = out.last, let first = line.first, needsSpace(between: last, and: first) { out += " " }
            out += line
        }
        return out
    }

    /// Whether a line break between two characters stood for a space: between
    /// two English ones, and between Chinese and a Latin word, a name or a
    /// number (`视图 A`, `调用 pointInside 之前`, as the texts are written),
    /// but not between two Chinese characters, nor next to full-width punctuation.
    static func needsSpace(between last: Character, and first: Character) -> Bool {
        if isWide(last) && isWide(first) { return false }
        let fullWidthPunctuation = closing.union(opening).filter(isWide)
        return !fullWidthPunctuation.contains(last) && !fullWidthPunctuation.contains(first)
    }

    /// Punctuation that must not begin a line, and that must not end one.
    public static let closing: Set<Character> = ["，", "。", "、", "；", "：", "！", "？", "）", "」", "』", "”", "’", "》", "〉", "…",
                                          ",", ".", ";", ":", "!", "?", ")", "]", "}"]
    public static let opening: Set<Character> = ["（", "「", "『", "“", "‘", "《", "〈"]

    /// `text` wrapped at `width` columns, every line after the first starting
    /// with `indent` (the first too when `indentFirst`). English breaks at
    /// spaces, Chinese between characters, never before closing punctuation.
    public static func wrap(_ text: String, width: Int = 80, indent: String = "  ", indentFirst: Bool = true) -> String {
        var paragraphs: [String] = []
        for (n, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            paragraphs.append(wrapParagraph(String(paragraph), width: width, indent: indent,
                                            indentFirst: indentFirst || n > 0))
        }
        return paragraphs.joined(separator: "\n")
    }

    public static func wrapParagraph(_ text: String, width: Int, indent: String, indentFirst: Bool) -> String {
        // Tokens: an English word, or one wide character (with the punctuation that sticks to it).
        var tokens: [(text: String, spaceBefore: Bool)] = []
        var word = ""
        var space = false
        func flush() {
            if !word.isEmpty { tokens.append((word, space)); space = false }
            word = ""
        }
        for c in text {
            if c == " " {
                flush()
                space = true
            } else if closing.contains(c) {
                if word.isEmpty, !space, !tokens.isEmpty {
                    tokens[tokens.count - 1].text.append(c)
                } else {
                    word.append(c)
                    if isWide(c) { flush() }
                }
            } else if isWide(c) {
                if let last = word.last, opening.contains(last) {
                    word.append(c)
                } else {
                    flush()
                    word.append(c)
                }
                if !opening.contains(c) { flush() }
            } else {
                if let last = word.last, isWide(last), !opening.contains(last) { flush() }
                word.append(c)
            }
        }
        flush()
        var lines: [String] = []
        var line = indentFirst ? indent : ""
        var empty = true
        let indentWidth = Self.width(indent)
        for token in tokens {
            let gap = empty || !token.spaceBefore ? "" : " "
            if !empty && Self.width(line) + Self.width(gap) + Self.width(token.text) > width
                && Self.width(line) > indentWidth {
                lines.append(line)
                line = indent + token.text
            } else {
                line += gap + token.text
            }
            empty = false
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
