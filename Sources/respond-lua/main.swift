#if canImport(Glibc)
import Glibc
#endif
import RespondCommandLine

// The command line. `respond-lua [options] [script [args]]` is parsed as `lua`
// parses its own (LuaCommand: quick, no ArgumentParser); the commands below
// (`respond-lua test ...`) use ArgumentParser.
let arguments = CommandLine.arguments
if arguments.count > 1, Subcommands.isCommand(arguments[1]) {
    TestWorker.mainIfQuick(Array(arguments.dropFirst()))
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
