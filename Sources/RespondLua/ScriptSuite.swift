import FoundationEssentials
import RespondCore

/// Runs Lua scripts each in a fresh engine: `respond-lua test` and the test suite.
public enum ScriptSuite {
    public struct Result {
        public let path: String
        public let output: String
        public let outcome: LuaRuntime.Outcome
        public var passed: Bool { outcome == .ok }
    }

    /// Every `.lua` file named, or found (sorted) under a named directory.
    public static func collect(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw LuaError(message: "no such file or directory: \(path)")
            }
            if isDirectory {
                let base = path.hasSuffix("/") ? path : path + "/"
                let found = ((try? fm.subpathsOfDirectory(atPath: path)) ?? [])
                    .filter { $0.hasSuffix(".lua") }
                    .sorted()
                    .map { base + $0 }
                files.append(contentsOf: found)
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// Runs one script in a fresh engine, capturing what it prints.
    public static func run(_ path: String, options: LuaRuntime.Options = LuaRuntime.Options(),
                           screen: Size = Size(375, 667)) -> Result {
        var captured = ""
        do {
            var options = options
            options.scriptName = path
            let runtime = try LuaRuntime(engine: Engine(screenSize: screen), options: options)
            runtime.output = { captured += $0 }
            runtime.errorOutput = { captured += $0 }
            let outcome = runtime.run(file: path)
            return Result(path: path, output: captured, outcome: outcome)
        } catch {
            return Result(path: path, output: captured, outcome: .error(message: "\(error)", traceback: ""))
        }
    }
}

extension LuaError: CustomStringConvertible {
    public var description: String { message }
}
