import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import RespondLua

extension ParsableCommand {
    /// Runs the command line of `respond-lua COMMAND` or `respond-lua-play` and
    /// exits as both programs do: 0, 1 for failures, 2 for usage errors, which
    /// are said in one line (`respond-lua: what is wrong`, without
    /// ArgumentParser's "Error: " and usage lines).
    public static func runAndExit(_ arguments: [String]) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Glibc.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            if code.rawValue == 1 { Glibc.exit(1) }
            if code.rawValue == ExitCode.validationFailure.rawValue || error is UsageError {
                let message = fullMessage(for: error)
                var first = message.split(separator: "\n").first.map(String.init) ?? message
                if first.hasPrefix("Error: ") { first.removeFirst("Error: ".count) }
                fputs("respond-lua: " + first + "\n", stderr)
                Glibc.exit(2)
            }
            exit(withError: error)
        }
    }
}
