import RespondCore

/// The options of every command that runs an engine (`respond-lua [options]
/// script`, `test`, `render`, `play`, and the playground's server), defined
/// once: their names, value names and help words (`options`), the parsing of
/// their values (`parse`), and what they make (`runtimeOptions`). The plain
/// command line parses them by hand (`LuaCommand`, quick); the subcommands and
/// `respond-lua-play` through ArgumentParser (`EngineOptions`, in
/// RespondCommandLine), which hands its words back to `parse`.
public struct EngineSettings: Equatable, Sendable {
    public var screen = Size(375, 667)
    public var sandbox = false
    public var outputDirectory: String?
    public var maxInstructions = 0
    public var maxMemoryMB = 0
    public var maxTime = 0.0
    public var checkInvariants = false
    /// `--lang`: the language of what a person reads (nil: the locale's).
    public var language: Language?

    public init() {}

    /// One option: its name, the name of its value (nil for a flag), and what
    /// it does, in lower case without a full stop (as `lua -h` words it).
    public struct Option: Sendable {
        public let name: String
        public let value: String?
        public let helpWords: Words
        /// What it does, in the language of `Language.current`.
        public var help: String { helpWords.text() }

        init(name: String, value: String?, help: String, zh: String) {
            self.name = name
            self.value = value
            helpWords = Words(help, zh)
        }
    }

    /// Every engine option, in the order help texts list them.
    public static let options: [Option] = [
        Option(name: "--screen", value: "WxH", help: "screen size in points (default 375x667)",
               zh: "屏幕尺寸，单位是点（默认 375x667）"),
        Option(name: "--sandbox", value: nil,
               help: "an allowlist of Lua: no io, os.execute, debug, require, loading files or bytecode",
               zh: "只允许安全的 Lua：没有 io、os.execute、debug、require，不能加载文件或字节码"),
        Option(name: "--output-dir", value: "DIR", help: "with --sandbox, the only directory render(path) may write in",
               zh: "配合 --sandbox：render(path) 唯一可以写入的目录"),
        Option(name: "--max-instructions", value: "N",
               help: "stop the script after N Lua instructions (engine work counts too)",
               zh: "脚本执行 N 条 Lua 指令后停止（引擎的工作也计算在内）"),
        Option(name: "--max-memory", value: "MB",
               help: "stop the script when it uses more than MB megabytes (the engine's too)",
               zh: "脚本使用的内存超过 MB 兆字节时停止（包括引擎的内存）"),
        Option(name: "--max-time", value: "S",
               help: "stop the script after S seconds of CPU time (library calls included)",
               zh: "脚本用掉 S 秒 CPU 时间后停止（包括库函数调用）"),
        Option(name: "--check-invariants", value: nil,
               help: "debug mode: check dispatch's invariants; a violation fails the run",
               zh: "调试模式：检查事件分发的不变量，一旦违反，这次运行就算失败"),
        Option(name: "--lang", value: "en|zh",
               help: "the language of explanations and messages (default: the locale's, LANG=zh_CN.UTF-8 is Chinese)",
               zh: "讲解和提示信息的语言（默认跟随系统区域设置，LANG=zh_CN.UTF-8 即为中文）"),
    ]

    /// The option named `name` (one of `options`).
    public static func option(_ name: String) -> Option {
        options.first { $0.name == name }!
    }

    /// The options as lines of a usage text: `  --screen WxH           screen...`.
    public static var usageLines: String {
        options.map { option in
            let head = option.name + (option.value.map { " " + $0 } ?? "")
            return "  " + head + String(repeating: " ", count: max(1, 23 - head.count)) + option.help + "\n"
        }.joined()
    }

    /// The largest screen side: a screen is a phone or a tablet, not a galaxy.
    public static let maximumScreenSide = 100_000.0

    /// Takes `argument` if it is one of these options (reading its value with
    /// `next`); false when it is not.
    public mutating func parse(_ argument: String, next: () throws -> String) throws -> Bool {
        switch argument {
        case "--sandbox": sandbox = true
        case "--check-invariants": checkInvariants = true
        case "--screen": screen = try Self.screenSize(try next())
        case "--output-dir": outputDirectory = try next()
        case "--max-instructions":
            maxInstructions = try Self.positive(try next(), "--max-instructions", limit: 1 << 62)
        case "--max-memory":
            maxMemoryMB = try Self.positive(try next(), "--max-memory", limit: 1 << 40)
        case "--max-time":
            maxTime = try Self.seconds(try next(), "--max-time")
        case "--lang":
            let text = try next()
            guard let language = Language(option: text) else { throw UsageError("--lang takes en or zh, got '\(text)'") }
            self.language = language
            Language.current = language
        default: return false
        }
        return true
    }

    /// Settings from words that are all engine options (as `EngineOptions.words`
    /// gives them).
    public init(words: [String]) throws {
        var i = 0
        while i < words.count {
            let word = words[i]
            let taken = try parse(word) {
                i += 1
                guard i < words.count else { throw UsageError("\(word) needs a value") }
                return words[i]
            }
            guard taken else { throw UsageError("unrecognized option '\(word)'") }
            i += 1
        }
    }

    /// `--screen`'s value, `WxH`.
    public static func screenSize(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1], w > 0, h > 0,
              w <= maximumScreenSide, h <= maximumScreenSide else {
            throw UsageError("--screen takes WxH with sides from 1 to \(Int(maximumScreenSide)), like 390x844; got '\(text)'")
        }
        return Size(w, h)
    }

    static func positive(_ text: String, _ option: String, limit: Int) throws -> Int {
        guard let n = Int(text), n > 0, n <= limit else {
            throw UsageError("\(option) takes a positive whole number, got '\(text)'")
        }
        return n
    }

    /// CPU seconds: a positive number up to a billion (about 32 years).
    static func seconds(_ text: String, _ option: String) throws -> Double {
        guard let s = Double(text), s > 0, s <= 1e9 else {
            throw UsageError("\(option) takes a positive number of seconds, got '\(text)'")
        }
        return s
    }

    public func runtimeOptions() -> LuaRuntime.Options {
        var options = LuaRuntime.Options()
        options.sandbox = sandbox
        options.outputDirectory = outputDirectory
        options.maxInstructions = maxInstructions
        options.maxMemoryMB = maxMemoryMB
        options.maxTime = maxTime
        options.checkInvariants = checkInvariants
        return options
    }
}

/// A command line the program does not understand (exit status 2).
public struct UsageError: Error, CustomStringConvertible {
    public let description: String
    public init(_ message: String) { description = message }
}
