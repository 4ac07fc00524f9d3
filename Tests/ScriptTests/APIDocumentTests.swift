import Foundation
@testable import RespondLua
import XCTest

/// The documents made from, or checked against, the engine's own class registry.
final class APIDocumentTests: XCTestCase {
    func testLuaCATSFileMatchesTheRegistry() throws {
        let committed = try String(contentsOf: ScriptTests.scripts.appendingPathComponent("respond-lua.d.lua"), encoding: .utf8)
        let fresh = LuaCATS.generate(try LuaRuntime().apiDescription())
        XCTAssertEqual(committed, fresh, "scripts/respond-lua.d.lua is out of date: run `respond-lua api --luacats > scripts/respond-lua.d.lua`")
    }

    func testReferenceMentionsEveryMember() throws {
        let reference = try String(contentsOf: ScriptTests.scripts.appendingPathComponent("API.md"), encoding: .utf8)
        var words = Set<String>()
        var current = ""
        for c in reference {
            if c.isLetter || c.isNumber || c == "_" { current.append(c) } else if !current.isEmpty { words.insert(current); current = "" }
        }
        let api = try LuaRuntime().apiDescription()
        var missing: [String] = []
        for info in api.classes {
            if !words.contains(info.name) { missing.append(info.name) }
            for name in info.properties.map(\.name) + info.methods + info.constants where !words.contains(name) {
                missing.append("\(info.name).\(name)")
            }
        }
        for name in api.functions + api.simMembers where !words.contains(name) { missing.append(name) }
        XCTAssertEqual(missing, [], "scripts/API.md does not mention these")
    }

    /// Every member of the registry has a type or a signature in `LuaCATS.Types`,
    /// and every entry there names something the registry has: nothing drifts.
    func testEveryRegistryMemberHasATypeAndEveryTypeAMember() throws {
        let api = try LuaRuntime().apiDescription()
        typealias T = LuaCATS.Types
        let byName = Dictionary(uniqueKeysWithValues: api.classes.map { ($0.name, $0) })
        var missing: [String] = []
        for info in api.classes {
            let chainProperties = Set(([info] + LuaCATS.ancestors(of: info, byName)).flatMap { $0.properties.map(\.name) })
            for p in info.properties where T.propertyType(info.name, p.name) == nil { missing.append("\(info.name).\(p.name)") }
            // A method that is also a property (nextResponder) is that property's built-in getter.
            for m in info.methods where !chainProperties.contains(m) && T.methodSignatures(info.name, m) == nil {
                missing.append("\(info.name):\(m)()")
            }
            for c in info.constants where T.constantTypes["\(info.name).\(c)"] == nil { missing.append("\(info.name).\(c)") }
            for k in info.constructionKeys where T.constructionKeys[k] == nil { missing.append("\(info.name){\(k) = ...}") }
        }
        let valueGlobals = Set(T.valueClasses.compactMap(\.global))
        for f in api.functions where T.functions[f] == nil { missing.append("\(f)()") }
        for m in api.simMembers where T.simValues[m] == nil && T.functions["sim.\(m)"] == nil && T.functions[m] == nil {
            missing.append("sim.\(m)")
        }
        for v in api.values where v != "sim" && T.valueDeclarations[v] == nil && !valueGlobals.contains(v) { missing.append(v) }
        XCTAssertEqual(missing, [], "registry members without a type in LuaCATS.Types (Sources/RespondLua/Reference/LuaCATSTypes.swift)")

        func exists(_ key: String, _ members: (APIDescription.ClassInfo) -> [String]) -> Bool {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 2, let info = byName[parts[0]] { return members(info).contains(parts[1]) }
            return api.classes.contains { members($0).contains(key) }
        }
        var stale: [String] = []
        for key in T.properties.keys where !exists(key, { $0.properties.map(\.name) }) { stale.append(key) }
        for key in T.methods.keys where !exists(key, \.methods) { stale.append(key + "()") }
        for key in T.constantTypes.keys where !exists(key, \.constants) { stale.append(key) }
        for key in T.constructionKeys.keys where !api.classes.contains(where: { $0.constructionKeys.contains(key) }) { stale.append(key) }
        for key in T.functions.keys {
            let known = key.hasPrefix("sim.") ? api.simMembers.contains(String(key.dropFirst(4))) : api.functions.contains(key)
            if !known { stale.append(key + "()") }
        }
        for key in T.simValues.keys where !api.simMembers.contains(key) { stale.append("sim." + key) }
        for key in T.valueDeclarations.keys where !api.values.contains(key) { stale.append(key) }
        for key in valueGlobals where !api.values.contains(key) { stale.append(key) }
        XCTAssertEqual(stale.sorted(), [], "entries in LuaCATS.Types that name nothing in the registry")
    }

    /// The prelude's values (CGPoint, CGRect, touch sets, fingers...) are Lua, not
    /// registry classes: each member the annotations list must exist, and where the
    /// prelude's members can be listed (method tables), none may be left out.
    func testPreludeValuesHaveTheAnnotatedMembers() throws {
        let classes = Dictionary(uniqueKeysWithValues: (LuaCATS.Types.valueClasses + LuaCATS.Types.tables).map { ($0.name, $0) })
        func list(_ name: String, methods: Bool? = nil) -> String {
            let value = classes[name]!
            let names = methods == nil ? LuaCATS.Types.preludeMembers(of: value)
                : methods! ? value.methods.map(\.name) : value.fields.map(\.name).filter { !$0.hasPrefix("[") }
            return "{" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "}"
        }
        let code = """
        local function has(what, value, names)
          for _, n in ipairs(names) do
            if value[n] == nil then error(what .. " has no " .. n) end
          end
        end
        local function exactly(what, methods, names)
          local listed = {}
          for _, n in ipairs(names) do listed[n] = true end
          for k in pairs(methods) do
            if not tostring(k):find("^__") and not listed[k] then error(what .. " has " .. k .. ", which the annotations lack") end
          end
        end
        local w = UIWindow{} w:makeKeyAndVisible()
        local set
        function w:touchesBegan(touches, event) set = touches end
        local finger = touchDown(10, 10)
        has("CGPoint", CGPoint(1, 2), \(list("CGPoint")))
        exactly("CGPoint", CGPoint, \(list("CGPoint", methods: true)))
        has("CGSize", CGSize(1, 2), \(list("CGSize")))
        has("CGRect", CGRect(0, 0, 1, 1), \(list("CGRect")))
        has("CGAffineTransform", CGAffineTransform.identity, \(list("CGAffineTransform")))
        exactly("CGAffineTransform", getmetatable(CGAffineTransform.identity).__index, \(list("CGAffineTransform", methods: true)))
        has("the global CGAffineTransform", CGAffineTransform, \(list("CGAffineTransformConstructors")))
        has("a touch set", set, \(list("TouchSet")))
        exactly("a touch set", getmetatable(set).__index, \(list("TouchSet", methods: true)))
        exactly("a set of presses", getmetatable(set).__index, \(list("PressSet", methods: true)))
        has("a finger", finger, \(list("Finger")))
        exactly("a finger", getmetatable(finger).__index, \(list("Finger", methods: true)))
        exactly("a finger's fields", finger, \(list("Finger", methods: false)))
        has("UIScreen.main", UIScreen.main, \(list("UIScreenMain")))
        exactly("UIScreen.main", UIScreen.main, \(list("UIScreenMain")))
        has("UIGestureRecognizer.defaults", UIGestureRecognizer.defaults, \(list("Tunables")))
        """
        let outcome = try LuaRuntime().run(code: code, chunkName: "=prelude-members")
        XCTAssertEqual(outcome, .ok)
    }

    /// A real LuaCATS checker (EmmyLua's emmylua_ls, fetched from PyPI once and kept in
    /// .build/luacats-checker) reads the annotation file, every example and every
    /// exercise completed by its reference solution, with zero diagnostics allowed.
    /// What it covers is described at the top of Support/luacats_check.py.
    /// RESPOND_LUA_SKIP_LUACATS_CHECK=1 skips it (offline machines).
    func testLuaCATSCheckerFindsNoProblem() throws {
        if ProcessInfo.processInfo.environment["RESPOND_LUA_SKIP_LUACATS_CHECK"] == "1" {
            throw XCTSkip("RESPOND_LUA_SKIP_LUACATS_CHECK=1")
        }
        let root = ScriptTests.scripts.deletingLastPathComponent()
        let api = try LuaRuntime().apiDescription()
        let run = try TestProcess.python("Tests/ScriptTests/Support/luacats_check.py",
                                         [ScriptTests.scripts.path, root.appendingPathComponent(".build/luacats-checker").path,
                                          "--callable", api.classes.filter(\.constructible).map(\.name).joined(separator: ",")])
        let report = run.stdout
        XCTAssertEqual(run.status, 0, report)
        XCTAssertTrue(report.hasSuffix(" files checked, 0 problems\n"), report)
    }

    func testAnnotationsAreTyped() throws {
        let text = LuaCATS.generate(try LuaRuntime().apiDescription())
        XCTAssertTrue(text.hasPrefix("---@meta\n"))
        XCTAssertTrue(text.contains("---@class UIButton : UIControl\n---@overload fun(props?: UIButtonProps): UIButton\n"))
        XCTAssertTrue(text.contains("---@class UIButtonProps : UIControlProps\n---@field title? string\n"))
        XCTAssertTrue(text.contains("---@field frame CGRect\n"))
        XCTAssertTrue(text.contains("---@field frame? RectLike\n"))
        XCTAssertTrue(text.contains("---@field addSubview fun(self: UIView, view: UIView)\n"))
        XCTAssertTrue(text.contains("---@field nextResponder UIResponder?\n"))
        XCTAssertFalse(text.contains("---@field nextResponder fun"))
        XCTAssertTrue(text.contains("---@field keyWindow boolean"))
        XCTAssertTrue(text.contains("---@field keyWindow UIWindow?"))
        XCTAssertTrue(text.contains("---@overload fun(at: Location, opts?: TapOptions): UIView?\nfunction tap(x, y, opts) end\n"))
        XCTAssertTrue(text.contains("---@return Finger\n---@overload fun(at: Location): Finger\nfunction touchDown(x, y) end\n"))
        XCTAssertTrue(text.contains("---@field action? string|fun(recognizer: UIPinchGestureRecognizer)"))
        XCTAssertTrue(text.contains("---@alias GestureState \"possible\"|"))
        XCTAssertFalse(text.contains("= nil\n"), "no global is declared by setting it to nil")
        XCTAssertFalse(text.contains("fun(...)"), "no untyped signature")
    }

    // MARK: The prompt's help carries scripts/API.md's rows

    /// `NAME?` at the prompt shows the one-line descriptions of scripts/API.md's
    /// tables, which the program carries in `PromptHelp.reference`
    /// (Sources/RespondLua/Prompt/PromptHelpReference.swift, generated: the program reads
    /// no file). They must not drift. They must not drift
    /// (`scripts/regenerate.sh` writes it; this test only compares).
    func testPromptHelpCarriesTheReferenceRows() throws {
        let reference = try String(contentsOf: ScriptTests.scripts.appendingPathComponent("API.md"), encoding: .utf8)
        let rows = GeneratedSources.referenceRows(reference)
        let file = ScriptTests.scripts.deletingLastPathComponent().appendingPathComponent("Sources/RespondLua/Prompt/PromptHelpReference.swift")
        let fresh = GeneratedSources.helpTableSource(rows)
        let committed = try String(contentsOf: file, encoding: .utf8)
        XCTAssertEqual(committed, fresh, "Sources/RespondLua/Prompt/PromptHelpReference.swift is out of date with scripts/API.md: run scripts/regenerate.sh")
        XCTAssertEqual(PromptHelp.reference.map { $0.names + [$0.text] }, rows.map { $0.names + [$0.text] },
                       "the program was built from another table: build again")
        XCTAssertTrue(rows.contains { $0.names == ["tap"] && $0.text.hasPrefix("options (defaults): taps 1") })
        XCTAssertTrue(rows.contains { $0.names == ["responderChain", "printResponderChain"] })
        XCTAssertTrue(rows.contains { $0.names == ["UIApplication"] }, "the (app) in parentheses is no name of its own")
    }

}
