import ArgumentParser
import RespondCore
import RespondLua
#if canImport(Glibc)
import Glibc
#endif

/// `respond-lua exercises grade N DIR` and `respond-lua exercises lint FILE`: the teacher's commands.
extension Exercises {
    /// Every student's copy of exercise `number` in `directory`, each in a
    /// worker process of its own; the table, and a JUnit file with --junit.
    func grade(_ words: [String]) throws {
        guard words.count == 3, let number = Int(words[1]) else {
            throw ExerciseError(Words("use: respond-lua exercises grade N DIR (exercise N of every student in DIR)",
                                      "用法：respond-lua exercises grade N DIR（检查 DIR 里每个学生的练习 N）").text(), usage: true)
        }
        let directory = words[2]
        let book = try ExerciseBook(source: try sourceDirectory(), workspace: workspaceDirectory())
        let exercise = try book.exercise(number)
        let copies = try ExerciseGrading.copies(in: directory, fileName: exercise.fileName)
        guard !copies.isEmpty else {
            throw ExerciseError(Words("no students' copies in \(directory) (a .lua file, or a folder holding \(exercise.fileName), each)",
                                      "\(directory) 里没有学生的副本（每人一个 .lua 文件，或一个放着 \(exercise.fileName) 的文件夹）").text(),
                                usage: true)
        }
        print(Words("Exercise \(number) (\(exercise.titleWords.en)): \(copies.count) \(copies.count == 1 ? "copy" : "copies") in \(directory)",
                    "练习 \(number)（\(exercise.titleWords.zh)）：\(directory) 里有 \(copies.count) 份副本").text())
        fflush(stdout)
        signal(SIGPIPE, SIG_IGN)
        let program = ProgramFile.current.path
        let source = book.source
        let language = Language.current == .zh ? "zh" : "en"
        var results: [String: ScriptSuite.Result] = [:]
        let paths = copies.compactMap(\.path)
        // A copy is named in messages from DIR (`ben/01_who_gets_the_tap.lua`, `eve.lua`): short enough that Lua keeps it whole.
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        ParallelScripts(jobs: jobs, timeout: timeout) { path in
            [program, "exercises", "--grade-worker", source, String(number), language,
             path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path, "--", path]
        }.run(paths) { results[$0.path] = $0 }
        var rows: [ExerciseGrading.Row] = []
        var seconds: [String: Double] = [:]
        for copy in copies {
            guard let path = copy.path, let result = results[path] else {
                rows.append(ExerciseGrading.missingRow(copy.student, fileName: exercise.fileName))
                continue
            }
            seconds[copy.student] = result.seconds
            rows.append(ExerciseGrading.row(copy.student, result))
        }
        print(ExerciseGrading.table(rows), terminator: "")
        fflush(stdout)
        if let junit {
            do {
                try writeFile(junit, TestReports.junit(ExerciseGrading.junitResults(rows, seconds: seconds)))
            } catch {
                throw ExerciseError("\(error)")
            }
        }
        if rows.contains(where: { $0.kind != .passed }) { throw ExitCode(1) }
    }

    /// A teacher's exercise checked as the suite checks the shipped ones.
    func lint(_ words: [String]) throws {
        guard words.count == 2 else {
            throw ExerciseError(Words("use: respond-lua exercises lint FILE (an exercise file you wrote)",
                                      "用法：respond-lua exercises lint FILE（你写的练习文件）").text(), usage: true)
        }
        let file = words[1]
        let problems = try ExerciseLint.lint(file)
        for problem in problems { print(problem.text(file: file)) }
        print(ExerciseLint.summary(problems, file: file))
        if problems.contains(where: \.isError) { throw ExitCode(1) }
    }
}

/// `respond-lua exercises --grade-worker SOURCE N LANG NAME -- COPY`: one student's
/// copy, checked in a process of its own for `grade` (as `TestWorker` runs a
/// script for `test`): what it prints to standard output, the verdict on
/// descriptor 3 with the runner's token. Exit 0 or 1.
enum GradeWorker {
    static func mainIfQuick(_ arguments: [String]) {
        guard arguments.count == 8, arguments[0] == "exercises", arguments[1] == "--grade-worker", arguments[6] == "--",
              let number = Int(arguments[3]), let language = Language(option: arguments[4]) else { return }
        Language.current = language
        if WorkerVerdict.hasToken { WorkerVerdict.isolateWorker() }
        let token = WorkerVerdict.takeToken()
        let verdictOpen = fcntl(WorkerVerdict.descriptor, F_GETFD) != -1
        if verdictOpen { _ = fcntl(WorkerVerdict.descriptor, F_SETFD, FD_CLOEXEC) }
        let verdict: WorkerVerdict
        var output = ""
        do {
            let book = try ExerciseBook(source: arguments[2], workspace: "/nonexistent")
            let exercise = try book.exercise(number)
            (verdict, output) = ExerciseGrading.verdict(shipped: try book.shippedText(exercise), copyPath: arguments[7],
                                                        name: arguments[5], exercise: exercise)
        } catch {
            verdict = WorkerVerdict(.error(message: "broken \(error)", traceback: ""))
        }
        output.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
        fflush(stdout)
        let bytes = verdict.bytes(token: token)
        if verdictOpen {
            var written = 0
            while written < bytes.count {
                let n = bytes[written...].withUnsafeBytes { write(WorkerVerdict.descriptor, $0.baseAddress, $0.count) }
                if n > 0 { written += n } else if n < 0 && errno == EINTR { continue } else { break }
            }
        } else if let report = verdict.outcome.report {
            fputs(report + "\n", stderr)
        }
        exit(verdict.outcome == .ok ? 0 : 1)
    }
}
