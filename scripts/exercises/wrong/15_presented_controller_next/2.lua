-- Mistake: thinks it goes to the presenting controller's view.
-- Expect: homeRoot is not what comes right after
after = homeRoot
