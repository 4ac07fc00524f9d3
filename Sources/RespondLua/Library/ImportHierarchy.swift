import CLua
import CLuaShim
import RespondCore

#if canImport(Glibc)
import Glibc
#endif

/// `importHierarchy` (LUA_API §9): the dump is read and built by the engine
/// (`HierarchyDumpParser`, `HierarchyBuilder`); the bridge only gives each class
/// name its script class and hands the results to Lua.
extension LuaRuntime {
    func installImportHierarchy(options: Options) {
        let sandbox = options.sandbox
        setGlobalFunction("importHierarchy") { call in
            let views = try call.string(1)
            let controllers = try call.optionalString(2)
            let imported: ImportedHierarchy
            do {
                for argument in [views] + (controllers.map { [$0] } ?? []) where sandbox && !Self.isDumpText(argument) {
                    throw LuaError(message: "importHierarchy: reading files is not available in --sandbox; pass the dump's text")
                }
                let engine = call.runtime.engine
                let dump = try Self.loadHierarchyDump(views, controllers: controllers, work: { try engine.spend($0) })
                imported = try call.runtime.importHierarchy(dump, warningPrefix: "importHierarchy: ")
            } catch let error as DumpError {
                throw LuaError(message: "importHierarchy: \(error)")
            }
            call.runtime.pushObject(imported.root)
            call.runtime.pushObject(imported.window)
            return 2
        }
    }

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
    public static func loadHierarchyDump(_ views: String, controllers: String? = nil, paths: Bool = false,
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
    static func readDumpFile(_ path: String) throws -> String {
        guard let file = fopen(path, "rb") else {
            throw DumpError(source: path, line: 0, message: "cannot read the file (\(String(cString: strerror(errno))))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
            if n < buffer.count {
                if ferror(file) != 0 {
                    throw DumpError(source: path, line: 0, message: "cannot read the file (\(String(cString: strerror(errno))))")
                }
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Builds a parsed dump into this runtime's engine: class names become script
    /// classes (one per name and run, or one the script already made with that name
    /// over the same built-in class, so its overrides apply); skipped lines are
    /// warned about on stderr and in the trace.
    @discardableResult
    public func importHierarchy(_ dump: HierarchyDump, warningPrefix: String = "") throws -> ImportedHierarchy {
        var scriptClasses: [String: LuaClass] = [:]
        for c in classes where c.isScript { scriptClasses[c.name] = c }
        var builder = HierarchyBuilder(engine: engine)
        builder.prepare = { [unowned(unsafe) self] object in
            let base = type(of: object).uikitName
            let luaClass: LuaClass
            if object.className == base, let builtin = self.classesByName[base] {
                luaClass = builtin
            } else if let existing = scriptClasses[object.className],
                      existing.ancestry.first(where: { !$0.isScript })?.name == base {
                luaClass = existing
            } else {
                luaClass = self.makeSubclass(of: self.classesByName[base]!, named: object.className)
                scriptClasses[object.className] = luaClass
            }
            object.hostClassID = luaClass.id
            if luaClass.isScript { object.hostHasState = true }
        }
        let imported = try builder.build(dump)
        for warning in imported.warnings { engine.warn(warningPrefix + warning.description) }
        return imported
    }
}
