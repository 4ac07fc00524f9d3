import ArgumentParser
import RespondLua
#if canImport(Glibc)
import Glibc
#endif

/// `respond-lua exercises [list|check N|hint N|watch|reset [N]|play N]`.
///
/// Exit status: 0 done (or the check passed); 1 a check failed, the learner's
/// code raised, or a file could not be read or written; 2 the command was not
/// understood (unknown subcommand or option, a missing, bad or unknown exercise
/// number, `reset` of everything without `--yes` and without a terminal to ask).
/// Every problem is one line on standard error.
struct Exercises: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Graded exercises, from \"who gets this tap?\" to your own gesture recognizer.",
        discussion: """
            The exercises are copied to a workspace (--workspace, default ~/respond-lua-exercises) where you \
            edit them; progress is kept there too.

            `check N` runs your code (the lines between `-- >>> your code` and `-- <<< your code` in your \
            copy) inside the shipped exercise, with its own set-up and checks. `hint N` gives a hint. `watch` \
            re-checks the current exercise each time you save it and moves on when it passes. `reset N` puts \
            the shipped exercise back; `reset` puts all of them back and clears your progress (it asks first, \
            or needs --yes). What a reset overwrites is first saved in the workspace's backup/1, backup/2, ...

            `play N` opens exercise N in the playground (a page on 127.0.0.1, see `respond-lua play`): its scene \
            with your code, to touch with the mouse, and its check, run again after every change and every touch.

            Exit status: 0 passed or done, 1 a check failed or your code raised an error (or a file could not \
            be read or written), 2 a usage error.
            """)

    @Argument(parsing: .allUnrecognized,
              help: ArgumentHelp("list (the default), check N, hint N, watch, reset [N], or play N.", valueName: "action"))
    var words: [String] = []

    @Option(help: "Where your copies of the exercises and your progress live.")
    var workspace: String?

    @Option(help: "Where the shipped exercises are (found next to the program by default).")
    var source: String?

    @Flag(help: "With `reset` and no number: reset every exercise without asking.")
    var yes = false

    @Option(help: .hidden)
    var maxChecks: Int?

    @Option(help: "With `play`: the port on 127.0.0.1 (0, the default, picks a free one).")
    var port: Int?

    @Flag(name: .customLong("no-open"), help: "With `play`: do not try to open a browser.")
    var noOpen = false

    enum Action: String, CaseIterable {
        case list, check, hint, watch, reset, play
    }

    func run() throws {
        do {
            try perform()
        } catch let error as ExerciseError {
            fflush(stdout)
            fputs("respond-lua: \(error.message)\n", stderr)
            throw ExitCode(error.usage ? 2 : 1)
        }
    }

    /// The action and its number, from the words typed (before any file is read).
    func parseWords() throws -> (Action, Int?) {
        let usage = "use list, check N, hint N, watch, reset [N] or play N"
        if let option = words.first(where: { $0.hasPrefix("-") && Int($0) == nil }) {
            throw ExerciseError("unknown option '\(option)' for exercises: \(usage)", usage: true)
        }
        guard let first = words.first else { return (.list, nil) }
        guard let action = Action(rawValue: first) else {
            throw ExerciseError("unknown subcommand '\(first)' for exercises: \(usage)", usage: true)
        }
        let rest = words.dropFirst()
        let takesNumber: Bool = [.check, .hint, .reset, .play].contains(action)
        if rest.count > (takesNumber ? 1 : 0) {
            let extra = rest.dropFirst(takesNumber ? 1 : 0).joined(separator: " ")
            throw ExerciseError("'\(action.rawValue)' does not take '\(extra)': \(usage)", usage: true)
        }
        var number: Int?
        if let word = rest.first {
            guard let n = Int(word), word.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw ExerciseError("'\(word)' is not an exercise number (like: respond-lua exercises \(action.rawValue) 3)",
                                    usage: true)
            }
            number = n
        }
        if (action == .check || action == .hint || action == .play) && number == nil {
            throw ExerciseError("\(action.rawValue) needs an exercise number, like: respond-lua exercises \(action.rawValue) 3",
                                usage: true)
        }
        if yes && action != .reset {
            throw ExerciseError("--yes goes with reset only", usage: true)
        }
        if let maxChecks, maxChecks <= 0 { throw ExerciseError("--max-checks must be positive", usage: true) }
        if action != .play && (port != nil || noOpen) {
            throw ExerciseError("--port and --no-open go with play only", usage: true)
        }
        if let port, !(0...65535).contains(port) {
            throw ExerciseError("--port must be from 0 to 65535, got \(port)", usage: true)
        }
        return (action, number)
    }

    func perform() throws {
        let (action, number) = try parseWords()
        var book = try ExerciseBook(source: try sourceDirectory(), workspace: workspaceDirectory())
        // The commands it suggests must reach the same workspace when typed as shown.
        book.commandOptions = [("--workspace", workspace), ("--source", source)]
            .compactMap { option, value in value.map { " \(option) \(shellQuoted($0))" } }.joined()
        if let number { _ = try book.exercise(number) }
        if try book.prepareWorkspace() {
            print("Made the workspace \(book.workspace), with your copies of the \(book.exercises.count) exercises.")
        }
        switch action {
        case .check:
            if try !check(book, number!, sayWhatIsNext: true) { throw ExitCode(1) }
        case .hint:
            let exercise = try book.exercise(number!)
            print("Exercise \(exercise.number): \(exercise.title)\nHint: \(exercise.hint)")
        case .watch:
            try watch(book)
        case .reset:
            try reset(book, number)
        case .play:
            try play(book, number!)
        case .list:
            list(book)
        }
    }

    private func list(_ book: ExerciseBook) {
        let done = book.passed
        print("Exercises in \(book.workspace) (\(done.count) of \(book.exercises.count) done):")
        for exercise in book.exercises {
            let mark = done.contains(exercise.number) ? "✓" : " "
            print(" \(mark) \(exercise.number < 10 ? " " : "")\(exercise.number). \(exercise.title)")
        }
        if let next = book.nextUnpassed {
            print("\nNext: edit \(book.workPath(book.exercises[next - 1])), then: \(book.command("check \(next)"))")
        } else {
            print("\nAll done. Well played.")
        }
    }

    /// Checks one exercise; after a pass, `sayWhatIsNext` names the next one to do.
    @discardableResult
    private func check(_ book: ExerciseBook, _ number: Int, sayWhatIsNext: Bool = false) throws -> Bool {
        let exercise = try book.exercise(number)
        let (result, output) = try book.check(number)
        if !output.isEmpty { print(output, terminator: output.hasSuffix("\n") ? "" : "\n") }
        defer { fflush(stdout) }
        switch result {
        case .passed:
            print("✓ Exercise \(number) (\(exercise.title)) passes.")
            if sayWhatIsNext {
                let done = book.passed
                let after = book.exercises.first { $0.number > number && !done.contains($0.number) }?.number
                if let next = after ?? book.nextUnpassed {
                    let nextExercise = book.exercises[next - 1]
                    print("Next: \(next). \(nextExercise.title): edit \(book.workPath(nextExercise)), then: \(book.command("check \(next)"))")
                } else {
                    print("All \(book.exercises.count) exercises pass. Well played.")
                }
            }
            return true
        case .failed(let message):
            print("✗ Exercise \(number) (\(exercise.title)): \(message)")
            print("  (\(book.command("hint \(number)")) for a hint)")
        case .error(let report):
            print("✗ Exercise \(number) (\(exercise.title)): your code raised an error:\n\(report)")
        case .broken(let message):
            print("✗ Exercise \(number) (\(exercise.title)): \(message)")
        }
        return false
    }

    /// The exercise in the playground (`respond-lua-play`): the learner's copy
    /// set up as `check` sets it up, without the checks, and the check shown live.
    private func play(_ book: ExerciseBook, _ number: Int) throws {
        var arguments = ["--exercise", String(number), "--workspace", book.workspace, "--source", book.source,
                         "--port", String(port ?? 0)]
        if noOpen { arguments.append("--no-open") }
        try launchPlayground(arguments)
    }

    private func reset(_ book: ExerciseBook, _ number: Int?) throws {
        if number == nil && !yes {
            guard isatty(0) == 1 else {
                throw ExerciseError("reset without a number puts all \(book.exercises.count) exercises back and clears your "
                                    + "progress; pass --yes to do that (or reset N for one exercise)", usage: true)
            }
            print("Put all \(book.exercises.count) exercises in \(book.workspace) back to how they were shipped and clear "
                  + "your progress? (What this overwrites is saved in \(book.backupFolder) first.) [y/N] ", terminator: "")
            fflush(stdout)
            let answer = (readLine() ?? "").lowercased()
            guard answer == "y" || answer == "yes" else {
                print("Nothing was reset.")
                return
            }
        }
        let report = try book.reset(number)
        if let number {
            let exercise = try book.exercise(number)
            print("Exercise \(number) (\(exercise.title)) is back to how it was shipped.")
        } else {
            print("All \(book.exercises.count) exercises are back to how they were shipped, and your progress is cleared.")
        }
        if let folder = report.backup {
            print("What was overwritten is saved in \(folder)/: \(report.saved.joined(separator: ", ")).")
        } else {
            print("Nothing needed saving: \(number == nil ? "your copies were" : "your copy was") as shipped.")
        }
    }

    private func watch(_ book: ExerciseBook) throws {
        var checks = 0
        while let number = book.nextUnpassed {
            let exercise = book.exercises[number - 1]
            let path = book.workPath(exercise)
            print("Watching exercise \(number): \(exercise.title)\n  edit \(path); it is checked each time you save.")
            fflush(stdout)
            var lastStamp = modificationStamp(path)
            var passed = try check(book, number)
            checks += 1
            while !passed {
                if let limit = maxChecks, checks >= limit { return }
                usleep(300_000)
                let stamp = modificationStamp(path)
                if stamp != lastStamp {
                    lastStamp = stamp
                    passed = try check(book, number)
                    checks += 1
                }
            }
            if let limit = maxChecks, checks >= limit { return }
        }
        print("All \(book.exercises.count) exercises pass.")
    }

    /// A path as a shell reads it back: as it is when that is safe, else in single quotes.
    private func shellQuoted(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+,:@%=".contains($0)) }
        return plain && !path.isEmpty ? path : "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    private func modificationStamp(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec) ^ Int(info.st_size)
    }

    private func workspaceDirectory() -> String {
        if let workspace { return workspace }
        let home = getenv("HOME").map { String(cString: $0) } ?? "."
        return home + "/respond-lua-exercises"
    }

    /// --source, $RESPOND_LUA_EXERCISES, next to the program, or where it was built from.
    private func sourceDirectory() throws -> String {
        if let source { return source }
        var candidates: [String] = []
        if let env = getenv("RESPOND_LUA_EXERCISES") { candidates.append(String(cString: env)) }
        if let exe = realpath("/proc/self/exe", nil) {
            var dir = String(cString: exe)
            free(exe)
            for _ in 0..<5 {
                dir = String(dir[..<(dir.lastIndex(of: "/") ?? dir.startIndex)])
                candidates.append(dir + "/scripts/exercises")
            }
        }
        var built = #filePath
        for _ in 0..<3 { built = String(built[..<(built.lastIndex(of: "/") ?? built.startIndex)]) }
        candidates.append(built + "/scripts/exercises")
        var info = stat()
        for dir in candidates where stat(dir + "/01_who_gets_the_tap.lua", &info) == 0 { return dir }
        throw ExerciseError("cannot find the exercises; give --source DIR (the scripts/exercises folder)", usage: true)
    }
}
