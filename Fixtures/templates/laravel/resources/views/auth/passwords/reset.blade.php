@extends('layouts.app')

@section('content')
<div class="container">
    <div class="card-header">{{ __('Reset Password') }}</div>
    {{-- An older app on laravelcollective/html: the fields are written by Form:: helpers. --}}
    {!! Form::open(['route' => 'password.update']) !!}
        {!! Form::hidden('token', $token) !!}
        {!! Form::email('email', $email ?? old('email'), ['class' => 'form-control', 'required', 'autocomplete' => 'email']) !!}
        {!! Form::password('password', [
            'class' => 'form-control',
            'required',
            'autocomplete' => 'new-password',
            'passwordrules' => 'minlength: 8; required: upper; required: lower; required: digit; max-consecutive: 0',
        ]) !!}
        {!! Form::password('password_confirmation', ['class' => 'form-control', 'required', 'autocomplete' => 'new-password']) !!}
        {!! Form::submit(__('Reset Password'), ['class' => 'btn btn-primary']) !!}
    {!! Form::close() !!}
</div>
@endsection
