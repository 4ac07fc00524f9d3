/// Reading a dump from a file or from its text: the engine alone, for the
/// `why` and `import` commands and for the bridge's `importHierarchy`.
extension HierarchyDump {
    /// Whether an argument is the dump's text rather than a path: it has a new
    /// line, or starts with `<` (also after a BOM, or as the dump is wrapped by
    /// the tools that print it: `"<`, `` `< ``, `@"<`, `(String) $R0 = "<`).
    public static func isDumpText(_ argument: String) -> Bool {
        if argument.contains("\n") { return true }
        let start = argument.drop(while: { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" })
        if start.hasPrefix("<") || start.hasPrefix("\"<") || start.hasPrefix("`<") || start.hasPrefix("'<")
            || start.hasPrefix("@\"<") || start.hasPrefix("Optional(\"<") {
            return true
        }
        return start.hasPrefix("(") && start.contains(") $") && start.contains(" = \"<")
    }

    /// Reads and parses a dump (a file, or the text itself), with the view
    /// controllers (`_printHierarchy`) from a second file or text when given.
    /// `paths`: the arguments are file names whatever they hold (the command line's
    /// arguments, where a name may even have a new line). `work` is charged as the
    /// text is read (the script's instruction limit, from `importHierarchy`).
    public static func load(_ views: String, controllers: String? = nil, paths: Bool = false,
                            work: ((Int) throws -> Void)? = nil) throws -> HierarchyDump {
        var dump = try parseDump(views, paths: paths, controllersOnly: false, work: work)
        if let controllers {
            let extra = try parseDump(controllers, paths: paths, controllersOnly: true, work: work)
            dump.controllers = extra.controllers
            dump.warnings += extra.warnings
        }
        return dump
    }

    private static func parseDump(_ argument: String, paths: Bool, controllersOnly: Bool,
                                  work: ((Int) throws -> Void)?) throws -> HierarchyDump {
        if !paths, isDumpText(argument) {
            return try HierarchyDumpParser.parse(argument, source: "(text)", controllersOnly: controllersOnly, work: work)
        }
        return try HierarchyDumpParser.parse(try readDumpFile(argument), source: argument, controllersOnly: controllersOnly,
                                             work: work)
    }

    /// What to paste instead of a format that is not a view description.
    public static let pasteInstead = "pause the app in Xcode and, at the (lldb) prompt, type"
        + " po UIApplication.shared.keyWindow?.value(forKey: \"recursiveDescription\")!"
        + " (or expr -l objc -O -- [[UIWindow keyWindow] recursiveDescription]), and save what it prints"

    /// The export files of the visual debuggers, by their name's ending: not text.
    static let exportFormats: [(suffix: String, name: String)] = [
        (".viewhierarchy", "Xcode's view debugger export (File > Export View Hierarchy)"),
        (".lookin", "a Lookin document"), (".reveal", "a Reveal document"), (".revealdocument", "a Reveal document"),
        (".lookinproj", "a Lookin document"),
    ]

    /// The whole file, or a `DumpError` naming it (and, for a visual debugger's
    /// export, what it is and what to paste instead).
    private static func readDumpFile(_ path: String) throws -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if let format = exportFormats.first(where: { trimmed.lowercased().hasSuffix($0.suffix) }) {
            throw DumpError(source: path, line: 0, message:
                "this is \(format.name), which holds pictures and data, not the text of a view hierarchy; \(pasteInstead)")
        }
        let text: String
        do {
            text = try WholeFile.read(path)
        } catch let failure as WholeFile.Failure {
            throw DumpError(source: path, line: 0, message: "cannot read the file (\(failure.reason))"
                            + (failure.reason.contains("directory") ? "; a dump is a text file: \(pasteInstead)" : ""))
        }
        // Binary files by their first bytes: a property list (Reveal, Lookin and
        // Xcode's exports hold them), a zip archive, a picture, a PDF, gzip.
        let signatures: [[UInt8]] = [Array("bplist".utf8), [0x50, 0x4B, 0x03, 0x04], [0x89, 0x50, 0x4E, 0x47],
                                     Array("%PDF".utf8), [0x1F, 0x8B], [0xFF, 0xD8, 0xFF]]
        if signatures.contains(where: { text.utf8.starts(with: $0) }) {
            throw DumpError(source: path, line: 0, message:
                "the file is not text (a binary export, an archive or a picture?); \(pasteInstead)")
        }
        return text
    }
}
