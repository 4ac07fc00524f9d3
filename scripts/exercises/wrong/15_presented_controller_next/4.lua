-- Mistake: (gaming the check) reads who presented it.
-- Expect: your code asked the engine for presentingViewController
after = settings.presentingViewController
