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

    /// The whole file, or a `DumpError` naming it.
    private static func readDumpFile(_ path: String) throws -> String {
        do {
            return try WholeFile.read(path)
        } catch let failure as WholeFile.Failure {
            throw DumpError(source: path, line: 0, message: "cannot read the file (\(failure.reason))")
        }
    }
}
