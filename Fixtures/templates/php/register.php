<?php
require __DIR__ . '/bootstrap.php';

$rules = $config['password_rules'] ?? 'required: upper; required: lower; required: digit; minlength: 12';
$errors = $_SESSION['errors'] ?? [];
?>
<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Register</title></head>
<body>
<form method="post" action="register.php">
  <input type="hidden" name="csrf" value="<?= htmlspecialchars($_SESSION['csrf']) ?>">
  <input type="text" name="username" autocomplete="username" value="<?= htmlspecialchars($_POST['username'] ?? '') ?>">
  <input type="password" name="password" autocomplete="new-password" passwordrules="<?php echo htmlspecialchars($rules); ?>">
  <?php if (!empty($errors['password'])): ?>
    <p class="error"><?= htmlspecialchars($errors['password']) ?></p>
  <?php endif; ?>
  <input type="password" name="password_confirm" autocomplete="new-password"
         passwordrules="required: upper; required: lower; required: digit; allowed: [a-z]; minlength: 12">
  <button type="submit">Register</button>
</form>
</body>
</html>
