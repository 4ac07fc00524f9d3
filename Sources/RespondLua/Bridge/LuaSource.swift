import RespondCore

/// How respond-lua writes Lua source for people to read or run: the one
/// string quoter and the one way of naming a view in Lua. The importer's
/// scripts (`HierarchyScript`), the exercise harness's set-up, the prompt's
/// values and hints, and the page's view references all write through here,
/// so a name reads the same wherever it is shown.
public enum LuaSource {
    /// A double-quoted Lua string literal that reads back as `text`: quotes and
    /// backslashes escaped, `\n`, `\r` and `\t` by name, every other control
    /// byte as `\ddd`, and invisible Unicode (format characters, line and
    /// paragraph separators, the byte-order mark) as `\u{XXXX}`, so nothing in
    /// the text can end the literal, a comment or a line early, or hide.
    /// Printable UTF-8 (Chinese names among it) is kept as it is.
    public static func string(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if c.value < 0x80, isHidden(c) {
                    let digits = String(c.value)
                    out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
                } else if isHidden(c) {
                    out += "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }

    /// Characters a reader would not see: controls, format characters, line
    /// and paragraph separators, bidirectional marks.
    static func isHidden(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0..<0x20, 0x7F...0x9F, 0xAD, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB:
            return true
        default:
            return c.properties.generalCategory == .format || c.properties.generalCategory == .control
        }
    }

    // MARK: Naming a view in Lua

    /// How Lua reaches a window from the globals the library sets:
    /// `app.keyWindow` for the key window, else `app.windows[i]`.
    public static func reference(toWindow window: Window, in engine: Engine) -> String? {
        if window === engine.application.keyWindow { return "app.keyWindow" }
        guard let i = engine.application.windows.firstIndex(where: { $0 === window }) else { return nil }
        return "app.windows[\(i + 1)]"
    }

    /// `window:find("name")`, from a window's reference.
    public static func find(_ name: String, in windowReference: String) -> String {
        "\(windowReference):find(\(string(name)))"
    }

    /// How to reach the first view named `name` (windows in order, each
    /// searched as `find` searches): `app.keyWindow:find("B")`; nil when no
    /// window holds one. Nothing of the script runs to find it.
    public static func reference(toViewNamed name: String, in engine: Engine) -> String? {
        for window in engine.application.windows where (try? window.find(name)) != nil {
            return reference(toWindow: window, in: engine).map { find(name, in: $0) }
        }
        return nil
    }

    /// A Lua expression for each of `views` (in tree order, each window
    /// before its views) that the script can evaluate: the global that holds
    /// it (`globals`, see `LuaRuntime.engineObjectGlobals`), else its
    /// window's reference; a named view, the first of its name in its
    /// window, `find`s it; any other view is its parent's
    /// `.subviews[i]`. A view with no way to it gets no entry.
    public static func references(to views: [View], in engine: Engine,
                                  globals: [ObjectIdentifier: String]) -> [ObjectIdentifier: String] {
        var refs: [ObjectIdentifier: String] = [:]
        var firstByName: [String: ObjectIdentifier] = [:]
        var windowRef: String?
        var places: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]
        for view in views {
            let id = ObjectIdentifier(view)
            var ref = globals[id]
            if let window = view as? Window {
                firstByName = [:]
                if ref == nil { ref = reference(toWindow: window, in: engine) }
                windowRef = ref
            }
            if let name = view.name, firstByName[name] == nil { firstByName[name] = id }
            if ref == nil, let name = view.name, firstByName[name] == id, let windowRef {
                ref = find(name, in: windowRef)
            }
            if ref == nil, let parent = view.superview, let parentRef = refs[ObjectIdentifier(parent)] {
                let key = ObjectIdentifier(parent)
                if places[key] == nil {
                    var map: [ObjectIdentifier: Int] = [:]
                    for (i, sub) in parent.subviews.enumerated() { map[ObjectIdentifier(sub)] = i + 1 }
                    places[key] = map
                }
                if let place = places[key]?[id] { ref = "\(parentRef).subviews[\(place)]" }
            }
            if let ref { refs[id] = ref }
        }
        return refs
    }
}
