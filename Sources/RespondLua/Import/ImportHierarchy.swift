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
        let sandbox = options.sandbox, noFiles = options.noFiles
        setGlobalFunction("importHierarchy") { call in
            let views = try call.string(1)
            let controllers = try call.optionalString(2)
            let imported: ImportedHierarchy
            do {
                for argument in [views] + (controllers.map { [$0] } ?? []) where sandbox && !HierarchyDump.isDumpText(argument) {
                    throw LuaError(message: "importHierarchy: reading files is not available in --sandbox; pass the dump's text")
                }
                for argument in [views] + (controllers.map { [$0] } ?? []) where noFiles && !HierarchyDump.isDumpText(argument) {
                    throw LuaError(message: Words("importHierarchy: reading files is not available in an exercise; pass the dump's text",
                                                  "importHierarchy：练习中不能读文件；请直接传入转储的文本").text())
                }
                let engine = call.runtime.engine
                let dump = try HierarchyDump.load(views, controllers: controllers, work: { try engine.spend($0) })
                imported = try call.runtime.importHierarchy(dump, warningPrefix: "importHierarchy: ")
            } catch let error as DumpError {
                throw LuaError(message: "importHierarchy: \(error)")
            }
            call.runtime.pushObject(imported.root)
            call.runtime.pushObject(imported.window)
            return 2
        }
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
