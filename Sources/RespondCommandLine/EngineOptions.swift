import ArgumentParser
import RespondLua

/// The engine options (`EngineSettings.options`) for ArgumentParser, shared by
/// `respond-lua`'s subcommands and `respond-lua-play`. Each value is kept as it
/// was typed and parsed by `EngineSettings`, so names, help words and the
/// checks of values are the ones the plain command line uses.
public struct EngineOptions: ParsableArguments {
    @Option(name: .customLong("screen"), help: EngineOptions.help("--screen"))
    public var screen: String?

    @Flag(help: EngineOptions.help("--sandbox"))
    public var sandbox = false

    @Option(help: EngineOptions.help("--output-dir"))
    public var outputDir: String?

    @Option(help: EngineOptions.help("--max-instructions"))
    public var maxInstructions: String?

    @Option(help: EngineOptions.help("--max-memory"))
    public var maxMemory: String?

    @Option(help: EngineOptions.help("--max-time"))
    public var maxTime: String?

    @Flag(help: EngineOptions.help("--check-invariants"))
    public var checkInvariants = false

    @Option(help: EngineOptions.help("--lang"))
    public var lang: String?

    public init() {}

    /// An option's help, as ArgumentParser shows it: a capital and a full stop
    /// (in Chinese, a full-width one, and wrapped as Chinese is).
    static func help(_ name: String) -> ArgumentHelp {
        let option = EngineSettings.option(name)
        let en = option.helpWords.en, zh = option.helpWords.zh
        return HelpWords.option(en.prefix(1).uppercased() + en.dropFirst() + ".", zh + "。", valueName: option.value)
    }

    /// The options given, as command-line words (for worker processes and the
    /// playground's server).
    public var words: [String] {
        var out: [String] = []
        if let screen { out += ["--screen", screen] }
        if sandbox { out.append("--sandbox") }
        if let outputDir { out += ["--output-dir", outputDir] }
        if let maxInstructions { out += ["--max-instructions", maxInstructions] }
        if let maxMemory { out += ["--max-memory", maxMemory] }
        if let maxTime { out += ["--max-time", maxTime] }
        if checkInvariants { out.append("--check-invariants") }
        if let lang { out += ["--lang", lang] }
        return out
    }

    public func settings() throws -> EngineSettings {
        try EngineSettings(words: words)
    }

    public func validate() throws {
        do { _ = try settings() } catch let error as UsageError { throw ValidationError(error.description) }
    }
}
