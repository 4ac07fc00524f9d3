import ArgumentParser
import FoundationEssentials
import RespondLua
#if canImport(Glibc)
import Glibc
#endif

/// `respond-lua exercises [list|check N|hint N|watch|reset [N]]`.
struct Exercises: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Graded exercises, from \"who gets this tap?\" to your own gesture recognizer.",
        discussion: """
            The exercises are copied to a workspace (--workspace, default ~/respond-lua-exercises) where you
            edit them; progress is kept there too. `check N` runs your code (between the markers of your copy)
            inside the shipped exercise N, with its own set-up and checks; `hint N` gives a hint, `watch`
            re-checks the current exercise each time you save it and moves on when it passes, `reset` (or
            `reset N`) puts the original back.
            """)

    @Argument(help: "list (the default), check N, hint N, watch, or reset [N].")
    var action: String = "list"

    @Argument(help: "The exercise number.")
    var number: Int?

    @Option(help: "Where your copies of the exercises and your progress live.")
    var workspace: String?

    @Option(help: "Where the shipped exercises are (found next to the program by default).")
    var source: String?

    @Option(help: .hidden)
    var maxChecks: Int?

    func validate() throws {
        guard ["list", "check", "hint", "watch", "reset"].contains(action) else {
            throw ValidationError("unknown action '\(action)': use list, check N, hint N, watch or reset [N]")
        }
        if (action == "check" || action == "hint") && number == nil {
            throw ValidationError("\(action) needs an exercise number, like: respond-lua exercises \(action) 3")
        }
    }

    func run() throws {
        let book: ExerciseBook
        do {
            book = try ExerciseBook(source: try sourceDirectory(), workspace: workspaceDirectory())
            try book.prepareWorkspace()
        } catch {
            throw ValidationError("\(error)")
        }
        switch action {
        case "check":
            let passed = try check(book, number!)
            if !passed { throw ExitCode(1) }
        case "hint":
            let exercise = try book.exercise(number!)
            print("Exercise \(exercise.number): \(exercise.title)\nHint: \(exercise.hint)")
        case "watch":
            try watch(book)
        case "reset":
            try book.reset(number)
            print(number.map { "Exercise \($0) is back to how it was shipped." } ?? "Every exercise is back to how it was shipped; progress cleared.")
        default:
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
            print("\nNext: edit \(book.workPath(book.exercises[next - 1])), then: respond-lua exercises check \(next)")
        } else {
            print("\nAll done. Well played.")
        }
    }

    @discardableResult
    private func check(_ book: ExerciseBook, _ number: Int) throws -> Bool {
        let exercise = try book.exercise(number)
        let (result, output) = try book.check(number)
        if !output.isEmpty { print(output, terminator: output.hasSuffix("\n") ? "" : "\n") }
        switch result {
        case .passed:
            print("✓ Exercise \(number) (\(exercise.title)) passes.")
            return true
        case .failed(let message):
            print("✗ Exercise \(number) (\(exercise.title)): \(message)")
            print("  (respond-lua exercises hint \(number) for a hint)")
        case .error(let report):
            print("✗ Exercise \(number) (\(exercise.title)): your code raised an error:\n\(report)")
        case .broken(let message):
            print("✗ Exercise \(number) (\(exercise.title)): \(message)")
        }
        fflush(stdout)
        return false
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
        var candidates: [String] = []
        if let source { candidates.append(source) }
        if let env = getenv("RESPOND_LUA_EXERCISES") { candidates.append(String(cString: env)) }
        if let exe = realpath(CommandLine.arguments[0], nil) {
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
        throw ValidationError("cannot find the exercises; give --source DIR (the scripts/exercises folder)")
    }
}
