#if canImport(Glibc)
import Glibc
#endif
import RespondCommandLine
import RespondCore

// The command line. `respond-lua [options] [script [args]]` is parsed as `lua`
// parses its own (LuaCommand: quick, no ArgumentParser); the commands below
// (`respond-lua test ...`) use ArgumentParser.
let arguments = CommandLine.arguments
// What a person reads is in the locale's language until `--lang` says otherwise.
Language.current = Language.fromProcessLocale()
if arguments.count > 1, Subcommands.isCommand(arguments[1]) {
    // A command's help is made while its line is parsed: `--lang` is read first.
    Language.current = Language.given(in: arguments) ?? Language.current
    TestWorker.mainIfQuick(Array(arguments.dropFirst()))
    GradeWorker.mainIfQuick(Array(arguments.dropFirst()))
    Subcommands.runAndExit(Array(arguments.dropFirst()))
}
do {
    exit(try LuaCommand(arguments).run())
} catch is HelpRequest {
    print(LuaCommand.usage)
    exit(0)
} catch {
    fputs("respond-lua: \(error)\n\(LuaCommand.usage)\n", stderr)
    exit(2)
}
