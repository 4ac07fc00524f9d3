import ArgumentParser
import RespondCore

/// The words of a command's `--help`, in the learner's language
/// (`Language.current`: the locale, or `--lang`, read before the command line
/// is parsed). English goes to ArgumentParser as it is written; Chinese comes
/// wrapped, because ArgumentParser breaks lines at spaces only and counts a
/// Chinese character as one column where a terminal shows two.
public enum HelpWords {
    /// The columns of a help text, as ArgumentParser lays it out (it wraps at
    /// 80 when standard output is not a terminal).
    static let screenWidth = 80
    /// Where an option's help starts: after `  --max-instructions <N>  `.
    static let optionColumn = 26

    /// `en` or `zh`, by the language.
    public static func say(_ en: String, _ zh: String) -> String { Words(en, zh).text() }

    /// A command's overview or discussion: Chinese wrapped to 78 columns, each
    /// paragraph on its own; a line that starts with a space (a command to
    /// type, a debugger expression) is left as it is.
    public static func text(_ en: String, _ zh: String) -> String {
        guard Language.current == .zh else { return en }
        return zh.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(" ") ? String(line)
                : TextColumns.wrap(String(line), width: screenWidth - 2, indent: "", indentFirst: false)
        }.joined(separator: "\n")
    }

    /// An option's or an argument's help: Chinese wrapped to the columns left
    /// after the option's name, so that no line is wider than the terminal.
    public static func option(_ en: String, _ zh: String, valueName: String? = nil) -> ArgumentHelp {
        ArgumentHelp(optionText(en, zh), valueName: valueName)
    }

    static func optionText(_ en: String, _ zh: String) -> String {
        guard Language.current == .zh else { return en }
        return TextColumns.wrap(zh, width: screenWidth - optionColumn, indent: "", indentFirst: false)
    }
}
