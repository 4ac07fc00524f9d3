#if canImport(Glibc)
import Glibc
#endif

/// The language respond-lua speaks to a learner in (issue 24): English, or
/// Simplified Chinese when the locale says so (`LANG=zh_CN.UTF-8`) or `--lang zh`.
/// It changes the words of what a person reads (explain's verdicts, the
/// exercises, messages about Chinese punctuation), never the values a script
/// gets back: `explain(...).steps[i].verdict` is English whatever the language,
/// so that a script behaves the same for everyone.
public enum Language: String, Sendable, CaseIterable {
    case en, zh

    /// The language of this process: set once at start (from `--lang` or the
    /// locale) by the program, English until then.
    public nonisolated(unsafe) static var current: Language = .en

    /// What the locale variables say: the first of LC_ALL, LC_MESSAGES and LANG
    /// that is set and not empty decides, as POSIX says; a value starting with
    /// `zh` is Chinese.
    public static func fromLocale(_ environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            // (No lowercased(): it loads Unicode's case tables, slow at start-up.)
            if let value = environment[name], !value.isEmpty { return value.hasPrefix("zh") || value.hasPrefix("ZH") ? .zh : .en }
        }
        return .en
    }

    /// `fromLocale` of this process's environment, read with C strings only (it
    /// runs at every start: no Swift strings or dictionaries made for it).
    public static func fromProcessLocale() -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] as [StaticString] {
            guard let value = ProcessEnvironment.value(name), value[0] != 0 else { continue }
            let first = UInt8(bitPattern: value[0]) | 0x20, second = UInt8(bitPattern: value[1]) | 0x20
            return first == UInt8(ascii: "z") && second == UInt8(ascii: "h") ? .zh : .en
        }
        return .en
    }

    /// The language a command line names with `--lang X` or `--lang=X` (the
    /// last one wins, as ArgumentParser reads options), or nil; words after
    /// `--` are a script's, not the command's.
    public static func given(in arguments: [String]) -> Language? {
        var found: Language?
        var i = 1
        while i < arguments.count, arguments[i] != "--" {
            let word = arguments[i]
            if word == "--lang", i + 1 < arguments.count {
                found = Language(option: arguments[i + 1]) ?? found
                i += 1
            } else if word.hasPrefix("--lang=") {
                found = Language(option: String(word.dropFirst("--lang=".count))) ?? found
            }
            i += 1
        }
        return found
    }

    /// `--lang`'s value: `en` or `zh` (also `zh_CN`, `zh-Hans`, `chinese`, `中文`, `english`).
    public init?(option text: String) {
        let word = text.lowercased()
        if word == "en" || word.hasPrefix("en_") || word.hasPrefix("en-") || word == "english" {
            self = .en
        } else if word == "zh" || word.hasPrefix("zh_") || word.hasPrefix("zh-") || word == "chinese" || text == "中文" {
            self = .zh
        } else {
            return nil
        }
    }
}

/// The same words in English and in Simplified Chinese.
public struct Words: Sendable, Equatable {
    public let en: String
    public let zh: String

    public init(_ en: String, _ zh: String) {
        self.en = en
        self.zh = zh
    }

    public func text(in language: Language = Language.current) -> String { language == .zh ? zh : en }
}
