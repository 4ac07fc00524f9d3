import RespondCore

/// `respond-lua import`: a Lua script that rebuilds a dumped hierarchy with the
/// ordinary API (one constructor per view, the dump's class names declared with
/// `subclass`, names kept), for people who want to add overrides and recognizers.
/// It makes what `importHierarchy` makes: the same classes, names, rectangles and
/// flags, so the same hit tests.
public enum HierarchyScript {
    public static func write(_ dump: HierarchyDump) -> String {
        var writer = Writer(dump: dump)
        return writer.write()
    }
}

private struct Writer {
    let dump: HierarchyDump
    var out: [String] = []
    var classKeys: [String: String] = [:]
    var usedClassKeys: Set<String> = []

    init(dump: HierarchyDump) {
        self.dump = dump
    }

    mutating func write() -> String {
        let rootIsWindow = dump.kinds[dump.views[0].className] == .window
        let controllerCount = dump.controllers.count
        out.append("-- Made by `respond-lua import` from \(dump.source): \(count(dump.views.count, "view"))"
            + (controllerCount > 0 ? ", \(count(controllerCount, "view controller"))." : "."))
        out.append("-- It builds what importHierarchy() builds (the dump's classes, names, frames and flags)")
        out.append("-- with the ordinary API, so that you can add overrides and recognizers, for example")
        let example = dump.views.indices.first { $0 > 0 } ?? 0
        out.append("--   function views.\(viewKey(example, rootIsWindow)):hitTest(point, event) ... end")
        out.append("-- and then tap(x, y) or explain(x, y) at the end.")
        if dump.views.contains(where: { [.label, .imageView].contains(dump.kinds[$0.className]) && $0.userInteractionEnabled }) {
            out.append("-- (UILabel and UIImageView start with userInteractionEnabled = false here; the dump prints only")
            out.append("-- the NO, so the others are set to true.)")
        }
        for warning in dump.warnings { out.append("-- warning: \(warning)") }
        out.append("")

        // Classes, in order of first appearance.
        var declared: [(key: String, line: String)] = []
        func declare(_ className: String, base: String) {
            guard className != base, classKeys[className] == nil else { return }
            let key = uniqueClassKey(for: className)
            classKeys[className] = key
            declared.append((key, "classes.\(key) = \(base):subclass(\(luaString(className)))"))
        }
        for (i, view) in dump.views.enumerated() {
            declare(view.className, base: kind(of: i, rootIsWindow).uikitName)
        }
        for controller in dump.controllers { declare(controller.className, base: "UIViewController") }
        if !declared.isEmpty {
            out.append("-- The dump's classes that the engine does not have, as subclasses of the nearest one it has.")
            out.append("local classes = {}")
            out.append(contentsOf: declared.map(\.line))
            out.append("")
        }

        out.append("-- The views, named after their class and their line in the dump.")
        out.append("local views = {}")
        var keys: [String] = []
        for i in dump.views.indices {
            keys.append(viewKey(i, rootIsWindow))
        }
        for (i, view) in dump.views.enumerated() {
            if let recognizers = view.gestureRecognizers {
                out.append("-- line \(view.line): the app has gesture recognizers here (gestureRecognizers = \(recognizers)); the dump does not say which")
            }
            if dump.kinds[view.className] == .window, !(i == 0 && rootIsWindow) {
                out.append("-- line \(view.line): a window inside a view, made as a view of that class")
            }
            out.append("views.\(keys[i]) = \(constructor(i, rootIsWindow)){\(properties(view, kind(of: i, rootIsWindow), isRootWindow: i == 0 && rootIsWindow).joined(separator: ", "))}")
            if let parent = view.parent { out.append("views.\(keys[parent]):addSubview(views.\(keys[i]))") }
        }
        if !rootIsWindow {
            out.append("views.window = UIWindow{}")
            out.append("views.window:addSubview(views.\(keys[0]))")
        }
        out.append("views.window:makeKeyAndVisible()")

        if !dump.controllers.isEmpty {
            out.append("")
            out.append("-- The view controllers. UIKit's links that the API would make by moving views (the window's")
            out.append("-- root controller, a presented one) are given as nextResponder values: the same chain, nothing moved.")
            out.append("local controllers = {}")
            var controllerKeys: [String] = []
            var used: Set<String> = []
            for controller in dump.controllers {
                var key = lowerCamel(controller.className) + "\(controller.line)"
                while !used.insert(key).inserted { key += "_" }
                controllerKeys.append(key)
            }
            for (i, controller) in dump.controllers.enumerated() {
                var props: [String] = []
                if let name = controller.name { props.append("name = \(luaString(name))") }
                var note: String?
                if controller.viewLoaded, let index = viewIndex(of: controller) {
                    props.append("view = views.\(keys[index])")
                } else if !controller.viewLoaded {
                    note = "its view is not loaded"
                } else {
                    let shown = [controller.viewClassName, controller.viewAddress].compactMap { $0 }.joined(separator: " ")
                    note = "its view (\(shown)) is not among the views" + (controller.notInWindow ? ": it is not in the window" : "")
                }
                let base = classKeys[controller.className].map { "classes.\($0)" } ?? "UIViewController"
                out.append("controllers.\(controllerKeys[i]) = \(base){\(props.joined(separator: ", "))}" + (note.map { "   -- \($0)" } ?? ""))
                if let parent = controller.parent {
                    if controller.presented {
                        out.append("controllers.\(controllerKeys[i]).nextResponder = controllers.\(controllerKeys[parent])   -- presented by it")
                    } else {
                        out.append("controllers.\(controllerKeys[parent]):addChild(controllers.\(controllerKeys[i]))")
                    }
                } else {
                    out.append("controllers.\(controllerKeys[i]).nextResponder = views.window   -- the window's root view controller")
                }
            }
        }
        if !dump.controllers.isEmpty {
            out.append("-- Nothing in the engine holds a controller linked only by nextResponder: the window keeps them.")
            out.append("views.window.controllers = controllers")
        }
        out.append("")
        out.append("return views.\(keys[0]), views.window")
        return out.joined(separator: "\n") + "\n"
    }

    func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    /// As the builder: a window anywhere but at the root is made as a view.
    func kind(of index: Int, _ rootIsWindow: Bool) -> ViewKind {
        let kind = dump.kinds[dump.views[index].className] ?? .view
        if kind == .window, !(index == 0 && rootIsWindow) { return .view }
        return kind
    }

    func constructor(_ index: Int, _ rootIsWindow: Bool) -> String {
        let view = dump.views[index]
        if let key = classKeys[view.className] { return "classes.\(key)" }
        return kind(of: index, rootIsWindow).uikitName
    }

    func viewKey(_ index: Int, _ rootIsWindow: Bool) -> String {
        if index == 0, rootIsWindow { return "window" }
        let key = lowerCamel(dump.views[index].className) + "\(dump.views[index].line)"
        return key == "window" ? "window_" : key
    }

    /// As the builder: by address, else by class name when only one view has it.
    func viewIndex(of controller: DumpedController) -> Int? {
        if let address = controller.viewAddress { return dump.viewIndex(address: address) }
        guard let viewClass = controller.viewClassName else { return nil }
        let matches = dump.views.indices.filter { dump.views[$0].className == viewClass }
        return matches.count == 1 ? matches[0] : nil
    }

    func properties(_ view: DumpedView, _ kind: ViewKind, isRootWindow: Bool) -> [String] {
        var props: [String] = []
        if let name = view.name { props.append("name = \(luaString(name))") }
        let geometry = HierarchyBuilder.geometry(frame: view.frame, transform: view.transform)
        if let t = view.transform, !t.isIdentity {
            let origin = view.contentOffset ?? .zero
            props.append("bounds = {\(n(origin.x)), \(n(origin.y)), \(n(geometry.size.width)), \(n(geometry.size.height))}")
            props.append("center = {\(n(geometry.center.x)), \(n(geometry.center.y))}")
            props.append("transform = CGAffineTransform(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: ", ")))")
        } else {
            let f = view.frame
            props.append("frame = {\(n(f.origin.x)), \(n(f.origin.y)), \(n(f.size.width)), \(n(f.size.height))}")
        }
        if view.hidden, !isRootWindow { props.append("hidden = true") }
        if view.alpha != 1 { props.append("alpha = \(n(view.alpha))") }
        let startsEnabled = !(kind == .label || kind == .imageView)
        if view.userInteractionEnabled != startsEnabled {
            props.append("userInteractionEnabled = \(view.userInteractionEnabled)")
        }
        if view.clipsToBounds { props.append("clipsToBounds = true") }
        if view.tag != 0 { props.append("tag = \(view.tag)") }
        if let color = view.backgroundColorHex { props.append("backgroundColor = \(luaString(color))") }
        if let text = view.text, kind == .label || kind == .textField { props.append("text = \(luaString(text))") }
        if kind == .scrollView {
            if let offset = view.contentOffset, view.transform == nil || view.transform!.isIdentity {
                props.append("contentOffset = {\(n(offset.x)), \(n(offset.y))}")
            }
            if let size = view.contentSize { props.append("contentSize = {\(n(size.width)), \(n(size.height))}") }
        }
        return props
    }

    mutating func uniqueClassKey(for className: String) -> String {
        var key = ""
        var pendingUnderscore = false
        for c in className.unicodeScalars {
            let ok = (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c == "_"
            if ok {
                if pendingUnderscore { key.append("_") }
                pendingUnderscore = false
                key.unicodeScalars.append(c)
            } else {
                pendingUnderscore = !key.isEmpty
            }
        }
        if key.isEmpty || key.first!.isNumber || luaKeywords.contains(key) { key = "_" + key }
        var unique = key
        var n = 2
        while !usedClassKeys.insert(unique).inserted {
            unique = "\(key)_\(n)"
            n += 1
        }
        return unique
    }
}

/// `Orders.OrderCardView` → `orderCardView`, `_UITableViewCellSeparatorView` →
/// `tableViewCellSeparatorView`, `UILabel` → `label`.
private func lowerCamel(_ className: String) -> String {
    var name = Substring(className.prefix { $0 != "<" })
    if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
    while name.hasPrefix("_") { name = name.dropFirst() }
    if name.hasPrefix("UI"), name.count > 2, name.dropFirst(2).first!.isUppercase { name = name.dropFirst(2) }
    let letters = name.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    guard let first = letters.first else { return "view" }
    var out = String(first).lowercased() + letters.dropFirst()
    if first.isNumber { out = "v" + out }
    return luaKeywords.contains(out) ? out + "_" : out
}

private let luaKeywords: Set<String> = [
    "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local", "nil", "not",
    "or", "repeat", "return", "then", "true", "until", "while",
]

/// A number Lua reads back exactly (the shortest form that round-trips).
private func n(_ x: Double) -> String {
    if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
    return "\(x)"
}

/// A double-quoted Lua string (UTF-8 kept as it is, control characters escaped).
func luaString(_ s: String) -> String {
    var out: [UInt8] = [UInt8(ascii: "\"")]
    for byte in s.utf8 {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
        case UInt8(ascii: "\n"): out += Array("\\n".utf8)
        case 0..<32, 127:
            let digits = String(byte)
            out += Array(("\\" + String(repeating: "0", count: 3 - digits.count) + digits).utf8)
        default: out.append(byte)
        }
    }
    out.append(UInt8(ascii: "\""))
    return String(decoding: out, as: UTF8.self)
}
